import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRepositoryToken, AuthUseCases } from '#domain/auth/index.ts';
import { startOidcPeer } from '../../../../test/peers/oidc-peer.ts';
import { createTestApp } from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';

const CLIENT = { clientId: 'passdeck-test.apps.example', clientSecret: 'peer-secret' };
const FAILED = '/login?error=google';

let peer: Awaited<ReturnType<typeof startOidcPeer>>;
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const googleApp = (issuer: string) =>
  createTestApp({
    GOOGLE_OAUTH_CLIENT_ID: CLIENT.clientId,
    GOOGLE_OAUTH_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_OAUTH_ISSUER: issuer,
  });
beforeAll(async () => {
  peer = await startOidcPeer(CLIENT);
  t = await googleApp(peer.url);
});
afterAll(() => peer.close());

/** `name=value` of each cookie an answer sets, and the raw Set-Cookie lines. */
const cookiesOf = (res: Response) => {
  const lines = res.headers.getSetCookie();
  const values = Object.fromEntries(
    lines.map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
    }),
  );
  return { lines, values };
};

const startLogin = async (redirect?: string, app: TestApp = t) => {
  const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  const res = await app.app.request(`/api/auth/google/login${query}`);
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { res, location: res.headers.get('location') ?? '', cookie };
};

/** The browser's round trip: login → the peer's authorize page → our callback with the flow cookie. */
const signInWithGoogle = async (
  redirect?: string,
  {
    tamper = () => undefined,
    cookie,
    app = t,
    beforeCallback = async () => undefined,
  }: {
    tamper?: (callback: URL) => void;
    cookie?: string;
    app?: TestApp;
    beforeCallback?: () => Promise<void>;
  } = {},
) => {
  const login = await startLogin(redirect, app);
  expect(login.res.status).toBe(302);
  const authorized = await fetch(login.location, { redirect: 'manual' });
  const callback = new URL(authorized.headers.get('location') ?? '');
  tamper(callback);
  await beforeCallback();
  const res = await app.app.request(`${callback.pathname}${callback.search}`, {
    headers: { cookie: cookie ?? login.cookie, 'user-agent': 'vitest' },
  });
  return { res, location: res.headers.get('location'), cookies: cookiesOf(res) };
};

const me = (accessToken: string) =>
  t.call('GET', '/api/users/me', undefined, { authorization: `Bearer ${accessToken}` });

describe('Google sign-in (issue 21)', () => {
  it('says Google is offered', async () => {
    const res = await t.call('GET', '/api/auth/providers');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { google: true } });
  });

  it("starts at the peer's authorize page with PKCE S256, state and nonce in a signed HttpOnly cookie", async () => {
    const { res, location, cookie } = await startLogin('/cards');
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${peer.url}/authorize`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(CLIENT.clientId);
    expect(q.get('redirect_uri')).toBe('https://passdeck.example/api/auth/google/callback');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(q.get('scope')).toBe('openid email profile');
    const line = res.headers.getSetCookie()[0] ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Secure/);
    expect(line).toMatch(/Path=\/api\/auth\/google/);
    // The verifier itself never leaves for Google.
    expect(location).not.toContain(
      JSON.parse(decodeURIComponent(cookie.split('=')[1]!.replace(/\.[^.]+$/, ''))).codeVerifier,
    );
  });

  it('creates a verified business account for an unknown address and hands the session over in cookies', async () => {
    peer.state.user = {
      sub: 'g-new',
      email: 'New.Person@Example.com',
      emailVerified: true,
      givenName: 'Nova',
      familyName: 'Lind',
    };
    const { res, location, cookies } = await signInWithGoogle('/cards?tab=all');
    expect(res.status).toBe(302);
    expect(location).toBe('/cards?tab=all');
    const access = cookies.values.accessToken!;
    expect(cookies.values.refreshToken).toBeTruthy();
    const accessLine = cookies.lines.find((l) => l.startsWith('accessToken='))!;
    expect(accessLine).toMatch(/Path=\//);
    expect(accessLine).toMatch(/SameSite=Lax/);
    expect(accessLine).toMatch(/Secure/);
    // Issue 22: the refresh token is kept where no page script can read it.
    const refreshLine = cookies.lines.find((l) => l.startsWith('refreshToken='))!;
    expect(refreshLine).toMatch(/HttpOnly/);
    expect(refreshLine).toMatch(/Path=\/api\/auth/);
    expect(refreshLine).toMatch(/SameSite=Strict/);
    const user = await me(access);
    expect(user.status).toBe(200);
    expect(user.json.data).toMatchObject({
      email: 'new.person@example.com',
      firstName: 'Nova',
      lastName: 'Lind',
      isEmailVerified: true,
      teamRole: 'owner',
    });
    // The flow cookie works once.
    expect(
      cookies.lines.some(
        (l) => l.startsWith('passdeck_google_flow=;') || /passdeck_google_flow=.*Max-Age=0/.test(l),
      ),
    ).toBe(true);
    // The PKCE verifier went to the token endpoint, with the client's secret.
    expect(peer.tokenRequests.at(-1)).toMatchObject({
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    });
  });

  it('signs in to an existing account by its case-folded address', async () => {
    const opened = await use(
      t.container,
      AuthUseCases.openAccount,
    )({
      email: 'ana@example.com',
      password: 'orange-kite-41',
      verifiedAt: new Date(),
    });
    if (!opened.ok) throw new Error(opened.error.code);
    peer.state.user = { sub: 'g-ana', email: 'ANA@example.com', emailVerified: true };
    const { location, cookies } = await signInWithGoogle();
    expect(location).toBe('/dashboard');
    const user = await me(cookies.values.accessToken!);
    expect(user.json.data._id).toBe(opened.value._id);
    // The password still works: Google sign-in adds a way in, it does not replace one.
    expect(
      (await t.call('POST', '/api/auth/login', { email: 'ana@example.com', password: 'orange-kite-41' }))
        .status,
    ).toBe(200);
  });

  it('refuses an address Google has not verified', async () => {
    peer.state.user = { sub: 'g-unverified', email: 'nobody@example.com', emailVerified: false };
    const { location, cookies } = await signInWithGoogle();
    expect(location).toBe(FAILED);
    expect(cookies.values.accessToken).toBeUndefined();
    expect(await use(t.container, AccountRepositoryToken).findByEmail('nobody@example.com')).toBeNull();
  });

  it('refuses a tampered state, a missing or forged flow cookie, and Google saying no', async () => {
    peer.state.user = { sub: 'g-ana', email: 'ana@example.com', emailVerified: true };
    const tampered = await signInWithGoogle(undefined, {
      tamper: (url) => url.searchParams.set('state', 'x'.repeat(43)),
    });
    expect(tampered.location).toBe(FAILED);
    const noCookie = await signInWithGoogle(undefined, { cookie: '' });
    expect(noCookie.location).toBe(FAILED);
    const forged = await signInWithGoogle(undefined, {
      cookie: 'passdeck_google_flow=%7B%7D.c2lnbmF0dXJl',
    });
    expect(forged.location).toBe(FAILED);
    const denied = await t.app.request('/api/auth/google/callback?error=access_denied&state=x');
    expect(denied.status).toBe(302);
    expect(denied.headers.get('location')).toBe(FAILED);
  });

  it('refuses an ID token with another nonce', async () => {
    peer.state.user = { sub: 'g-ana', email: 'ana@example.com', emailVerified: true };
    peer.state.idTokenClaims = { nonce: 'someone-elses-nonce' };
    try {
      const { location, cookies } = await signInWithGoogle();
      expect(location).toBe(FAILED);
      expect(cookies.values.accessToken).toBeUndefined();
    } finally {
      peer.state.idTokenClaims = {};
    }
  });

  it('refuses an ID token for another client, from another issuer, or expired', async () => {
    try {
      for (const claims of [{ aud: 'another-client' }, { iss: 'https://evil.example' }, { exp: 1_000_000 }]) {
        peer.state.idTokenClaims = claims;
        expect((await signInWithGoogle()).location, JSON.stringify(claims)).toBe(FAILED);
      }
    } finally {
      peer.state.idTokenClaims = {};
    }
  });

  it('keeps only a path of this site as the page to continue at', async () => {
    peer.state.user = { sub: 'g-ana', email: 'ana@example.com', emailVerified: true };
    for (const evil of [
      '//evil.com',
      'https://evil.com/x',
      '/\\evil.com',
      '\\\\evil.com',
      '/ok\\..',
      'evil.com',
      '/a b',
    ])
      expect((await signInWithGoogle(evil)).location, evil).toBe('/dashboard');
  });
});

describe('Google sign-in when Google is unreachable', () => {
  it('sends the browser back to the login page, never a 500', async () => {
    const gone = await startOidcPeer(CLIENT);
    // Discovery answered at the login; the token endpoint and keys are gone by the callback.
    const late = await signInWithGoogle(undefined, {
      app: await googleApp(gone.url),
      beforeCallback: gone.close,
    });
    expect(late.res.status).toBe(302);
    expect(late.location).toBe(FAILED);
    // And a server that never reached discovery.
    const start = await startLogin(undefined, await googleApp(gone.url));
    expect(start.res.status).toBe(302);
    expect(start.location).toBe(FAILED);
  });
});

describe('Google sign-in when not configured', () => {
  it('answers 404 with a code at the login, and providers says google: false', async () => {
    const bare = await createTestApp();
    const login = await bare.call('GET', '/api/auth/google/login?redirect=/cards');
    expect(login.status).toBe(404);
    expect(login.json).toMatchObject({ success: false, code: 'auth.google_unavailable' });
    expect((await bare.call('GET', '/api/auth/providers')).json).toEqual({
      success: true,
      data: { google: false },
    });
    const callback = await bare.app.request('/api/auth/google/callback?code=x&state=y');
    expect(callback.headers.get('location')).toBe(FAILED);
  });
});
