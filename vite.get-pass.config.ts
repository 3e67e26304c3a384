import { fileURLToPath } from 'node:url';
import { bundleStats } from './vite.bundle-stats.ts';
import { preactAliases } from './vite.preact.ts';
import { defineConfig } from 'vite';

/**
 * The public pages are built on their own: the get-pass page (customers open it on phones) and the
 * landing page at / (issue 23). They ship Preact (through preact/compat, the same React views) and
 * none of the dashboard's libraries. Budgets: get-pass ≤ 50 KB, landing ≤ 80 KB of gzipped
 * JavaScript (checked by tests on the build).
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: false,
  plugins: [...bundleStats('modules.public.json')],
  resolve: { alias: preactAliases('preact/compat') },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    // The dashboard build runs first and empties dist; this one adds get-pass.html, landing.html and their assets.
    emptyOutDir: false,
    // Maps stay in dist/ for bundle analysis, but no script points to them and the server never serves them.
    sourcemap: 'hidden',
    // Read by the bundle budget test; the dashboard build writes .vite/manifest.json.
    manifest: '.vite/manifest.public.json',
    rollupOptions: {
      input: [
        fileURLToPath(new URL('./src/web/get-pass.html', import.meta.url)),
        fileURLToPath(new URL('./src/web/landing.html', import.meta.url)),
      ],
      // The page imports a few functions from the domain's slices; our modules have no import-time
      // side effects the page relies on, so unused exports (and the zod schemas behind them) go.
      treeshake: { moduleSideEffects: (id) => id.includes('/node_modules/') || id.endsWith('.css') },
    },
  },
});
