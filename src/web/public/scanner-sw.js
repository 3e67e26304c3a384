// The web scanner's service worker (scope /scanner). Hand-written rather than generated with
// vite-plugin-pwa: that would precache the whole dashboard, while the scanner needs only its
// shell — the page itself and the fingerprinted files it loaded once.
const CACHE = 'passdeck-scanner-v1';
const SHELL = '/scanner';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, '/scanner.webmanifest', '/scanner-192.png']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/'))
    return;
  // The scope "/scanner" also matches "/scanner-app" (a dashboard page): leave that to the network.
  const inScanner = url.pathname === SHELL || url.pathname.startsWith(`${SHELL}/`);
  if (request.mode === 'navigate' && inScanner) {
    // Network first, so a new release shows at once; the cached shell when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          if (response.ok) caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          return response;
        })
        .catch(() => caches.match(SHELL)),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Fingerprinted files never change: cache first, filled as the scanner loads them.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            const copy = response.clone();
            if (response.ok) caches.open(CACHE).then((cache) => cache.put(request, copy));
            return response;
          }),
      ),
    );
  }
});
