import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.PASSDECK_API ?? 'http://localhost:3000';

/** In development, /get-pass/{id} pages open the get-pass entry, as the API server does in production. */
const getPassPagesInDev = (): Plugin => ({
  name: 'passdeck-get-pass-dev',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const [path = '', query] = (req.url ?? '').split('?');
      if (/^\/get-pass(\/[^.]*)?$/.test(path)) req.url = `/get-pass.html${query ? `?${query}` : ''}`;
      next();
    });
  },
});

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), getPassPagesInDev()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Maps stay in dist/ for bundle analysis, but no script points to them and the server never serves them.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 900,
  },
  server: { proxy: { '/api': apiTarget } },
});
