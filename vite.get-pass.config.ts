import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The public get-pass page is built on its own: customers open it on phones, so it ships
 * Preact (through preact/compat, the same React views) and none of the dashboard's libraries.
 * Budget: ≤ 50 KB of gzipped JavaScript (checked by a test on the build).
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: false,
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    // The dashboard build runs first and empties dist; this one adds get-pass.html and its assets.
    emptyOutDir: false,
    // Maps stay in dist/ for bundle analysis, but no script points to them and the server never serves them.
    sourcemap: 'hidden',
    rollupOptions: {
      input: fileURLToPath(new URL('./src/web/get-pass.html', import.meta.url)),
      // The page imports a few functions from the domain's slices; our modules have no import-time
      // side effects the page relies on, so unused exports (and the zod schemas behind them) go.
      treeshake: { moduleSideEffects: (id) => id.includes('/node_modules/') || id.endsWith('.css') },
    },
  },
});
