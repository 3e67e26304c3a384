import { describe, expect, it, vi } from 'vitest';
import type { TokenPair } from '#domain/auth/index.ts';
import { MemorySession, sampleUser } from '../../test/fakes/auth-fakes.ts';
import { createApiClient } from './api-client.ts';
import { createHttpAuthGateway } from './auth-gateway.adapter.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const user = sampleUser({ isOnBoardingCompleted: true });

/** A tiny stand-in for our API: access tokens "good-N" are valid, refresh tokens rotate once. */
const fakeApi = (validAccess: Set<string>, refreshable: Map<string, TokenPair>) => {
  const calls: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path} ${request.headers.get('authorization') ?? ''}`.trim());
    if (path === '/api/auth/refresh') {
      const { refresh_token } = (await request.json()) as { refresh_token: string };
      const next = refreshable.get(refresh_token);
      refreshable.delete(refresh_token);
      if (!next) return json(401, { success: false, message: 'Your session is no longer valid.' });
      validAccess.add(next.access_token);
      return json(200, { success: true, data: next });
    }
    if (path === '/api/users/me') {
      const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
      if (request.method === 'PUT') await request.json();
      return validAccess.has(token)
        ? json(200, { success: true, data: user })
        : json(401, { success: false, message: 'Unauthorized' });
    }
    if (path === '/api/auth/login')
      return json(401, { success: false, message: 'Incorrect email or password' });
    return json(500, { success: false, message: 'boom' });
  });
  return { fetch, calls };
};

const setup = (
  access: string,
  refresh: string,
  validAccess: string[],
  refreshable: [string, TokenPair][],
) => {
  const session = new MemorySession();
  session.write({ access_token: access, refresh_token: refresh });
  const api = fakeApi(new Set(validAccess), new Map(refreshable));
  const reporter = { report: vi.fn() };
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://api.test',
    session,
    reporter,
    onSessionExpired,
    fetch: api.fetch,
  });
  return { session, api, reporter, onSessionExpired, gateway: createHttpAuthGateway(client) };
};

describe('API client middleware (requirements §4 Auth)', () => {
  it('sends the bearer token from the session', async () => {
    const t = setup('good', 'r1', ['good'], []);
    expect((await t.gateway.me()).ok).toBe(true);
    expect(t.api.calls).toEqual(['GET /api/users/me Bearer good']);
  });

  it('on a 401 refreshes once, stores the new pair and retries the request with its body', async () => {
    const t = setup('stale', 'r1', [], [['r1', { access_token: 'fresh', refresh_token: 'r2' }]]);
    const result = await t.gateway.updateMe({
      firstName: 'A',
      lastName: 'B',
      businessName: 'C',
      businessType: 'cafe',
      phoneNumber: undefined,
    });
    expect(result.ok).toBe(true);
    expect(t.session.read()).toEqual({ access_token: 'fresh', refresh_token: 'r2' });
    expect(t.api.calls).toEqual([
      'PUT /api/users/me Bearer stale',
      'POST /api/auth/refresh',
      'PUT /api/users/me Bearer fresh',
    ]);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    const t = setup('stale', 'r1', [], [['r1', { access_token: 'fresh', refresh_token: 'r2' }]]);
    const results = await Promise.all([t.gateway.me(), t.gateway.me(), t.gateway.me()]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(t.api.calls.filter((c) => c.includes('refresh'))).toHaveLength(1);
  });

  it("lets two tabs renew one session in turn: the second uses the first one's tokens", async () => {
    // Two tabs share the cookies (one session store) and the Web Locks of the origin; the refresh
    // token is good once, as on the server, so a second refresh with it would end the session.
    const session = new MemorySession();
    session.write({ access_token: 'stale', refresh_token: 'r1' });
    const api = fakeApi(new Set(), new Map([['r1', { access_token: 'fresh', refresh_token: 'r2' }]]));
    let queue = Promise.resolve<unknown>(undefined);
    const locks = {
      request: ((_name: string, _options: LockOptions, callback: () => Promise<unknown>) => {
        const turn = queue.then(callback);
        queue = turn.catch(() => undefined);
        return turn;
      }) as LockManager['request'],
    };
    const tab = () => {
      const onSessionExpired = vi.fn();
      const client = createApiClient({
        baseUrl: 'http://api.test',
        session,
        reporter: { report: vi.fn() },
        onSessionExpired,
        fetch: api.fetch,
        locks,
      });
      return { gateway: createHttpAuthGateway(client), onSessionExpired };
    };
    const [one, two] = [tab(), tab()];
    const results = await Promise.all([one.gateway.me(), two.gateway.me()]);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    expect(api.calls.filter((c) => c.startsWith('POST /api/auth/refresh'))).toHaveLength(1);
    expect(one.onSessionExpired).not.toHaveBeenCalled();
    expect(two.onSessionExpired).not.toHaveBeenCalled();
    expect(session.read()?.access_token).toBe('fresh');
  });

  it('refreshes alone when the lock manager fails, rather than failing the request', async () => {
    const session = new MemorySession();
    session.write({ access_token: 'stale', refresh_token: 'r1' });
    const api = fakeApi(new Set(), new Map([['r1', { access_token: 'fresh', refresh_token: 'r2' }]]));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      session,
      reporter: { report: vi.fn() },
      onSessionExpired: vi.fn(),
      fetch: api.fetch,
      locks: { request: (() => Promise.reject(new DOMException('denied', 'SecurityError'))) as never },
    });
    expect((await createHttpAuthGateway(client).me()).ok).toBe(true);
    expect(session.read()?.access_token).toBe('fresh');
  });

  it('ends the session when the refresh fails, and reports the failure', async () => {
    const t = setup('stale', 'r-dead', [], []);
    const result = await t.gateway.me();
    expect(result).toMatchObject({ ok: false, error: { code: 'auth.session_expired' } });
    expect(t.session.read()).toBeNull();
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(t.reporter.report).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'http', status: 401, url: '/api/users/me' }),
    );
  });

  it('does not refresh on a failed login; maps it to "Incorrect email or password"', async () => {
    const t = setup('good', 'r1', ['good'], []);
    expect(await t.gateway.login({ email: 'a@b.co', password: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'auth.invalid_credentials' },
    });
    expect(t.api.calls).toEqual(['POST /api/auth/login Bearer good']);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it("sends the UI's current language as Accept-Language, following a change of language", async () => {
    const seen: (string | null)[] = [];
    let language = 'de';
    const client = createApiClient({
      baseUrl: 'http://api.test',
      session: new MemorySession(),
      reporter: { report: vi.fn() },
      onSessionExpired: () => undefined,
      language: () => language,
      fetch: async (request) => {
        seen.push(request.headers.get('accept-language'));
        return json(200, { success: true, data: { sent: true } });
      },
    });
    const gateway = createHttpAuthGateway(client);
    await gateway.login({ email: 'a@b.co', password: 'x' });
    language = 'pl';
    await gateway.login({ email: 'a@b.co', password: 'x' });
    expect(seen).toEqual(['de', 'pl']);
  });

  it('reports network failures and returns a failure instead of throwing', async () => {
    const session = new MemorySession();
    const reporter = { report: vi.fn() };
    const client = createApiClient({
      baseUrl: 'http://api.test',
      session,
      reporter,
      onSessionExpired: () => undefined,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const result = await createHttpAuthGateway(client).register({
      email: 'a@b.co',
      password: 'password1',
      verificationToken: 'vt-1',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'auth.registration_failed' } });
    expect(reporter.report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'network' }));
  });
});
