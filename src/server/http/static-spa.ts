import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { isAppPage, pageLanguageTag } from '#domain/shared/index.ts';
import type { AppEnv } from './api.ts';

/** The cookie the browser app keeps the chosen language in (i18next's language detector). */
const LANGUAGE_COOKIE = 'i18next';

const pages = new Map<string, { readonly mtimeMs: number; readonly text: string }>();

/** A built page's text, read again only when a new build replaced it (every page load asks for it). */
const pageText = async (file: string): Promise<string> => {
  const { mtimeMs } = await stat(file);
  const known = pages.get(file);
  if (known?.mtimeMs === mtimeMs) return known.text;
  const text = await readFile(file, 'utf8');
  pages.set(file, { mtimeMs, text });
  return text;
};

/**
 * Sends one of the app's HTML pages with its `lang` in the visitor's language: the built files say
 * "en", and screen readers and crawlers read the page before the app's scripts correct it.
 */
const sendPage = async (c: Context<AppEnv>, file: string, status: 200 | 404 = 200) => {
  const tag = pageLanguageTag(getCookie(c, LANGUAGE_COOKIE), c.req.header('accept-language'));
  c.header('Vary', 'Cookie, Accept-Language');
  const html = await pageText(file);
  return c.html(
    html.replace(/<html lang="[^"]*"/, `<html lang="${/^[A-Za-z0-9-]+$/.test(tag) ? tag : 'en'}"`),
    status,
  );
};

/**
 * Serves the built web app: fingerprinted files under /assets are cached for a year,
 * everything else (index.html above all) must be revalidated, and any other GET path
 * falls back to index.html so that client-side routes like /cards load on refresh
 * (/get-pass/… to the get-pass page's own get-pass.html, / to the landing page's landing.html);
 * a path that is no page of the app (`isAppPage`) gets the app's "not found" page with a 404.
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
  app.get('/', async (c, next) => (existsSync(landingFile) ? sendPage(c, landingFile) : next()));
  // The pages themselves go through `sendPage` (their language): not "/" (index.html), and
  // "/index.html" typed as such is no page of the app.
  const files = serveStatic({ root: staticDir });
  app.use('/*', async (c, next) =>
    c.req.path === '/' || c.req.path.endsWith('.html') ? next() : files(c, next),
  );
  app.get('/*', async (c) => {
    // A missing fingerprinted file is a real 404: answering HTML for a script breaks the page silently.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    // The customers' get-pass page is its own small build (no dashboard bundle).
    // Any letter case, as the get-pass page's router matches it.
    if (/^\/get-pass(\/|$)/i.test(c.req.path) && existsSync(getPassFile)) return sendPage(c, getPassFile);
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    // An address the app has no page for shows its "not found" page, and says so to crawlers.
    return sendPage(c, indexFile, isAppPage(c.req.path) ? 200 : 404);
  });
};
