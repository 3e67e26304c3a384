import type { SessionStore, TokenPair } from '#domain/auth/index.ts';

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

/** requirements §6: tokens live in the `accessToken` and `refreshToken` cookies (path /, SameSite Lax, Secure on https). */
export const createCookieSessionStore = (days = DEFAULT_DAYS): SessionStore => ({
  read(): TokenPair | null {
    const access = readCookie(ACCESS);
    const refresh = readCookie(REFRESH);
    return access && refresh ? { access_token: access, refresh_token: refresh } : null;
  },
  write(tokens) {
    writeCookie(ACCESS, tokens.access_token, days);
    writeCookie(REFRESH, tokens.refresh_token, days);
  },
  clear() {
    writeCookie(ACCESS, '', -1);
    writeCookie(REFRESH, '', -1);
  },
});
