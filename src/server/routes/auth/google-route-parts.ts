import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import { SESSION_POLICY, SIGN_IN_FLOW_MINUTES, type SignInFlow, type TokenPair } from '#domain/auth/index.ts';
import { responseHeaders, use } from '../../http/api.ts';
import { setRefreshCookie } from '../../http/refresh-cookie.ts';
import { ConfigToken, SignInFlowSecretToken } from '../../tokens.ts';

/** Where every failed Google sign-in ends: the login page says it did not work. */
export const GOOGLE_FAILED_PAGE = '/login?error=google';

/** The 302 of the Google routes, as OpenAPI documents it. */
export const googleRedirectResponse = (description: string, location: string) => ({
  description,
  headers: { ...responseHeaders.location(location), ...responseHeaders.cacheControl('no-store') },
});

const FLOW_COOKIE = 'passdeck_google_flow';
const FLOW_PATH = '/api/auth/google';

const isHttps = (c: Context) => use(c.var.container, ConfigToken).publicUrl.startsWith('https:');

/**
 * The flow's state, nonce and PKCE verifier live in a signed, HttpOnly cookie scoped to the
 * Google routes rather than in the database: the server stays stateless (any instance can take
 * the callback), nothing needs cleaning up, and the cookie binds the flow to the browser that
 * started it. SameSite=Lax still sends it on the top-level GET back from Google.
 */
export const keepFlow = async (c: Context, flow: SignInFlow) =>
  setSignedCookie(c, FLOW_COOKIE, JSON.stringify(flow), use(c.var.container, SignInFlowSecretToken), {
    path: FLOW_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: SIGN_IN_FLOW_MINUTES * 60,
  });

/** The flow this browser started (null when missing or forged), forgotten so it works once. */
export const takeFlow = async (c: Context): Promise<unknown> => {
  const raw = await getSignedCookie(c, use(c.var.container, SignInFlowSecretToken), FLOW_COOKIE);
  deleteCookie(c, FLOW_COOKIE, { path: FLOW_PATH, secure: isHttps(c) });
  if (typeof raw !== 'string') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

/**
 * Hands the session to the web app in the cookies it already reads: the access token as
 * requirements §6 says (path /, SameSite Lax, Secure on https; not HttpOnly, since the app sends
 * it as a bearer), the refresh token in the HttpOnly cookie no script reads (issue 22).
 * Set by the callback's answer, the tokens never appear in a URL, so neither browser history nor
 * a Referer nor any log can carry them, and no extra page is needed to store them.
 */
export const handOverSession = (c: Context, tokens: TokenPair) => {
  const options = {
    path: '/',
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: SESSION_POLICY.refreshTokenDays * 86_400,
  } as const;
  setCookie(c, 'accessToken', tokens.access_token, options);
  setRefreshCookie(c, tokens.refresh_token);
};
