/**
 * The pages of the web app, as the router names them (`:name` stands for one segment; the get-pass
 * page takes any path under `/get-pass`). The server answers any other address with the app's
 * "not found" page and status 404, so that a mistyped link or a crawler learns it is not there.
 * `src/web/router.test.ts` keeps this list and the router alike.
 */
export const APP_PAGES = [
  '/',
  '/login',
  '/signup',
  '/signup/verify/:a/:b',
  '/reset',
  '/reset/verify/:a/:b',
  '/logout',
  '/scanner',
  '/pricing',
  '/billing/checkout/:sessionId',
  '/dashboard',
  '/cards',
  '/trash-cards',
  '/card/:cardId',
  '/card/:cardId/test',
  '/customers',
  '/points-rules',
  '/scanner-app',
  '/account',
  '/account/verify-email/:a/:b',
  '/creator',
] as const;

// Made on first use: a module-level map would keep the list in every browser bundle that
// imports the shared slice, used or not.
let pageSegments: string[][] | undefined;

/**
 * Whether an address's path is a page of the app, matched as the router matches it: letter case
 * aside, with or without a final slash, and any path under `/get-pass` (the customers' page).
 */
export const isAppPage = (path: string): boolean => {
  if (/^\/get-pass(\/|$)/i.test(path)) return true;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (!trimmed.startsWith('/')) return false;
  const parts = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  if (parts.some((part) => part === '')) return false;
  pageSegments ??= APP_PAGES.map((page) => page.split('/').filter(Boolean));
  return pageSegments.some(
    (page) =>
      page.length === parts.length &&
      page.every(
        (segment, i) => segment.startsWith(':') || segment.toLowerCase() === parts[i]!.toLowerCase(),
      ),
  );
};
