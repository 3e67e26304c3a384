import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { bundleStats } from './vite.bundle-stats.ts';
import { preactAliases } from './vite.preact.ts';
import { zodWithoutJsonSchema } from './vite.zod-browser.ts';
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
  plugins: [react(), getPassPagesInDev(), zodWithoutJsonSchema(), ...bundleStats('modules.json')],
  // The dashboard runs on Preact (issue 23): React 19 alone was 60 KB of the 200 KB of gzipped
  // JavaScript it may load before it shows. `react` is src/web/react-on-preact.ts: preact/compat with
  // the React 19 pieces Mantine 9 and react-router 8 use. Storybook builds on this config, so stories
  // render on Preact too; the ui unit tests (vitest.config.ts) render with React.
  resolve: {
    alias: preactAliases(fileURLToPath(new URL('./src/web/react-on-preact.ts', import.meta.url))),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Maps stay in dist/ for bundle analysis, but no script points to them and the server never serves them.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json: which chunks each page loads, for the bundle budget test; the server never serves dist/.vite.
    manifest: true,
    rolldownOptions: {
      // Our modules have no import-time side effects a page relies on, so unused exports (and the
      // zod schemas and slices behind them) are dropped, as in the get-pass build.
      treeshake: { moduleSideEffects: (id: string) => id.includes('/node_modules/') || id.endsWith('.css') },
      output: {
        // Libraries every page loads get chunks of their own, cached across releases of the app's code.
        // Mantine stays split per component: one chunk of it would bring every screen's components to each.
        codeSplitting: {
          groups: [
            { name: 'preact', test: /\/node_modules\/preact\// },
            { name: 'router', test: /\/node_modules\/react-router\// },
            // Not <Trans> and the HTML parser behind it: only the sign-up and log-in pages use them.
            {
              name: 'i18n',
              test: /\/node_modules\/(i18next\/|i18next-browser-languagedetector\/|react-i18next\/dist\/es\/(?!Trans))/,
            },
            { name: 'zod', test: /\/node_modules\/zod\// },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': apiTarget } },
});
