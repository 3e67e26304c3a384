import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './api.ts';

/**
 * Serves the built web app: fingerprinted files under /assets are cached for a year,
 * everything else (index.html above all) must be revalidated, and any other GET path
 * falls back to index.html so that client-side routes like /cards load on refresh
 * (/get-pass/… to the get-pass page's own get-pass.html, / to the landing page's landing.html).
 * Source maps are never served.
 */
export const mountSpa = (app: Hono<AppEnv>, staticDir: string) => {
  const indexFile = join(staticDir, 'index.html');
  const getPassFile = join(staticDir, 'get-pass.html');
  const landingFile = join(staticDir, 'landing.html');
  app.use('/*', async (c, next) => {
    // Set before the file is served: headers added after the body is built are lost.
    c.header(
      'Cache-Control',
      c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    await next();
  });
  // Source maps would publish the app's source: built (for bundle analysis), never served.
  app.use('/*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()));
  // The public home page is its own small build (issue 23): no dashboard code for a first visit.
  app.get('/', async (c, next) =>
    existsSync(landingFile) ? serveStatic({ root: staticDir, path: 'landing.html' })(c, next) : next(),
  );
  app.use('/*', serveStatic({ root: staticDir }));
  app.get('/*', async (c, next) => {
    // A missing fingerprinted file is a real 404: answering HTML for a script breaks the page silently.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    // The customers' get-pass page is its own small build (no dashboard bundle).
    if (/^\/get-pass(\/|$)/.test(c.req.path) && existsSync(getPassFile))
      return serveStatic({ root: staticDir, path: 'get-pass.html' })(c, next);
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    return serveStatic({ root: staticDir, path: 'index.html' })(c, next);
  });
};
