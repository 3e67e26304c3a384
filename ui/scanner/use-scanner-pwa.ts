import { useEffect } from 'react';

const MANIFEST = '/scanner.webmanifest';

/**
 * Makes /scanner installable: links its web manifest while the page is open and registers the
 * service worker that keeps the scanner's shell for offline starts (scope /scanner only, so the
 * dashboard is never served from a cache).
 */
export const useScannerPwa = () => {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST;
    document.head.append(link);
    if ('serviceWorker' in navigator && window.isSecureContext)
      navigator.serviceWorker.register('/scanner-sw.js', { scope: '/scanner' }).catch(() => undefined);
    return () => link.remove();
  }, []);
};
