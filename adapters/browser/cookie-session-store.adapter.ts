import type { SessionStore, StoredSession } from '#domain/auth/index.ts';

const ACCESS = 'accessToken';
const REFRESH = 'refreshToken';
const DEFAULT_DAYS = 30;

const readCookie = (name: string): string | null => {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

const writeCookie = (name: string, value: string, days: number) => {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Expires=${expires}; SameSite=Lax${secure}`;
};

/**
 * requirements §6: the access token lives in the `accessToken` cookie (path /, SameSite Lax,
 * Secure on https), which the app sends as a bearer. The refresh token does not: the server
 * keeps it in an HttpOnly `refreshToken` cookie scoped to /api/auth that no script can read
 * (issue 22). A readable one left by an older version is still used once, then removed.
 */
export const createCookieSessionStore = (days = DEFAULT_DAYS): SessionStore => ({
  read(): StoredSession | null {
    const access = readCookie(ACCESS);
    if (!access) return null;
    const legacyRefresh = readCookie(REFRESH);
    return legacyRefresh ? { access_token: access, refresh_token: legacyRefresh } : { access_token: access };
  },
  write(tokens) {
    writeCookie(ACCESS, tokens.access_token, days);
    writeCookie(REFRESH, '', -1);
  },
  clear() {
    writeCookie(ACCESS, '', -1);
    writeCookie(REFRESH, '', -1);
  },
});
