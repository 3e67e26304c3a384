import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_POLICY } from '#domain/auth/index.ts';
import { ConfigToken } from '../tokens.ts';
import { use } from './api.ts';

const NAME = 'refreshToken';
// Sent only to the routes that use it, never with other requests (nor readable by any script).
const PATH = '/api/auth';

const secure = (c: Context) => use(c.var.container, ConfigToken).publicUrl.startsWith('https:');

/**
 * Keeps a browser's refresh token where page scripts cannot read it (issue 22): an HttpOnly,
 * SameSite=Strict cookie scoped to /api/auth, Secure on https. The token is still in the JSON
 * answer for clients that are not browsers (the scanner app, other clients of the API).
 */
export const setRefreshCookie = (c: Context, refreshToken: string) =>
  setCookie(c, NAME, refreshToken, {
    path: PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: secure(c),
    maxAge: SESSION_POLICY.refreshTokenDays * 86_400,
  });

/** The refresh token of the request: the body's when it names one, else the cookie's. */
export const refreshTokenOf = (c: Context, fromBody: string | undefined): string | undefined =>
  fromBody ?? getCookie(c, NAME);

export const clearRefreshCookie = (c: Context) => deleteCookie(c, NAME, { path: PATH, secure: secure(c) });

/** How the routes that hand out tokens document the cookie. */
export const refreshCookieHeader = {
  'Set-Cookie': {
    description:
      'The refresh token again, in an HttpOnly, SameSite=Strict cookie `refreshToken` (path /api/auth) for browsers',
    required: true as const,
    schema: { type: 'string' as const },
  },
};
