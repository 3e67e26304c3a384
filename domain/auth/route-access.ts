import { isSameSitePath } from './google-sign-in.ts';
/** Path prefixes that need a signed-in user (requirements §2.1). */
export const PROTECTED_PREFIXES = [
  '/account',
  '/cards',
  '/card',
  '/creator',
  '/dashboard',
  '/customers',
  '/automations',
  '/integrations',
  '/trash-cards',
  '/scanner-app',
  '/support',
  '/points-rules',
  '/create-campaign',
  '/share',
  // The built-in checkout page (issue 24): paying needs the business's session.
  '/billing',
] as const;

const PUBLIC_EXACT = new Set([
  '/',
  '/login',
  '/signup',
  '/reset',
  '/contact',
  '/pricing',
  '/privacy-policy',
  '/cookies',
  '/about',
  '/how-it-works',
  '/create-loyalty-card',
  '/features/simple-crm',
  '/businesses',
  '/partnerships',
  '/terms',
  '/scanner',
]);

/** Public sections whose sub pages are public too. */
const PUBLIC_TREES = ['/blog', '/help', '/solutions', '/get-pass'];

/** Public pages on which a signed-in user is not sent away (they are not "auth pages"). */
// The web scanner signs in with a device key, not a user: a signed-in owner may open it too.
const NON_AUTH_PUBLIC = ['/', '/contact', '/pricing', '/privacy-policy', '/cookies', '/scanner'];

const LANGUAGE_PREFIX = /^\/[a-z]{2}(?=\/|$)/;

const isUnder = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

const normalise = (pathname: string): string =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;

/** True for the public pages of requirements §2.1, including localised blog/help paths. */
export const isPublicPath = (rawPathname: string): boolean => {
  const pathname = normalise(rawPathname);
  if (PUBLIC_EXACT.has(pathname)) return true;
  if (PUBLIC_TREES.some((tree) => isUnder(pathname, tree))) return true;
  if (/^\/(signup|reset)\/verify\/[^/]+\/[^/]+$/.test(pathname)) return true;
  const localised = pathname.match(LANGUAGE_PREFIX);
  if (localised && !PROTECTED_PREFIXES.some((p) => isUnder(pathname, p))) {
    const rest = pathname.slice(localised[0].length) || '/';
    return (
      rest === '/' ||
      ['/blog', '/help', '/solutions', '/create-loyalty-card'].some((tree) => isUnder(rest, tree))
    );
  }
  return false;
};

/** True when the path needs a signed-in user. */
export const isProtectedPath = (rawPathname: string): boolean => {
  const pathname = normalise(rawPathname);
  return PROTECTED_PREFIXES.some((prefix) => isUnder(pathname, prefix));
};

/** Get-pass and create-campaign keep the visitor on the page instead of sending them to log in. */
export const isLoginRedirectExempt = (rawPathname: string): boolean => {
  const pathname = normalise(rawPathname);
  return isUnder(pathname, '/get-pass') || isUnder(pathname, '/create-campaign');
};

/** Auth pages: public pages that a signed-in, onboarded user is sent away from. */
export const isAuthPage = (rawPathname: string): boolean => {
  const pathname = normalise(rawPathname);
  if (!isPublicPath(pathname)) return false;
  if (NON_AUTH_PUBLIC.includes(pathname)) return false;
  return !isUnder(pathname, '/get-pass');
};

/**
 * Accepts only same-site relative paths as redirect targets, so that a crafted
 * `?redirect=//evil.example` link cannot send a user to another site. One rule for every
 * redirect of the product: the one Google sign-in keeps (`isSameSitePath`).
 */
export const sanitizeRedirect = (target: string | null | undefined): string | null =>
  isSameSitePath(target) ? target : null;

/** The user facts the guard needs. */
export interface RouteUser {
  readonly isOnBoardingCompleted: boolean;
}

/** The guard's verdict. */
export type RouteAccess = { readonly allow: true } | { readonly redirect: string };

/** One query value; hand-written because the domain has no DOM or Node globals (no URLSearchParams). */
export const readQueryValue = (search: string, name: string): string | null => {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const cut = pair.indexOf('=');
    const rawKey = cut < 0 ? pair : pair.slice(0, cut);
    const rawValue = cut < 0 ? '' : pair.slice(cut + 1);
    const decode = (part: string): string | null => {
      try {
        return decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        return null;
      }
    };
    if (decode(rawKey) === name) return decode(rawValue);
  }
  return null;
};

const withRedirect = (base: string, redirect: string | null): string =>
  redirect ? `${base}?redirect=${encodeURIComponent(redirect)}` : base;

/** The session facts the guard needs: who is signed in, if anyone. */
export interface RouteSession {
  readonly user: RouteUser | null;
}

/**
 * The requirements §2.1 guard. A signed-out visitor on a protected page goes to /login keeping
 * where they wanted to go; a user who has not finished onboarding goes to /signup; a
 * signed-in, onboarded user on an auth page goes to the redirect target or /dashboard.
 * `query` is the query string, with or without its leading `?`.
 */
export const resolveRouteAccess = (path: string, query: string, session: RouteSession): RouteAccess => {
  const { user } = session;
  const pathname = normalise(path);
  const search = query.replace(/^\?/, '');
  const requested = sanitizeRedirect(readQueryValue(search, 'redirect'));
  const here = search ? `${pathname}?${search}` : pathname;

  if (isProtectedPath(pathname)) {
    if (!user) {
      if (isLoginRedirectExempt(pathname)) return { allow: true };
      return { redirect: withRedirect('/login', requested ?? here) };
    }
    if (!user.isOnBoardingCompleted) return { redirect: withRedirect('/signup', requested ?? here) };
    return { allow: true };
  }

  if (user && isAuthPage(pathname)) {
    if (!user.isOnBoardingCompleted) {
      return pathname === '/signup' ? { allow: true } : { redirect: withRedirect('/signup', requested) };
    }
    return { redirect: requested ?? '/dashboard' };
  }

  return { allow: true };
};

/** requirements §2.1: a 401 or 403 answer sends the user to /login, except on create-campaign and get-pass. */
export const shouldRedirectToLoginOnUnauthorized = (pathname: string): boolean =>
  !isLoginRedirectExempt(pathname);

/** The full-screen overlay on route changes: shown up to 0.5 s, never longer than 3 s. */
export const LOADING_OVERLAY_TIMING = Object.freeze({ normalMs: 500, capMs: 3000 });

/** Where the header logo leads (requirements §2.2). */
export const logoTarget = (isSignedIn: boolean): string => (isSignedIn ? '/dashboard' : '/');
