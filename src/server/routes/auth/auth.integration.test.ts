import { AuthUseCases, OneTimeCodeRepositoryToken } from '#domain/auth/index.ts';
import { SecretDigestToken } from '#domain/shared/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});

const register = (email: string, password = 'correct horse') => t.register(email, password);

describe('auth and user API (requirements §7)', () => {
  it('register → login → me → PUT me', async () => {
    const reg = await register('Owner@Example.com');
    expect(reg.status).toBe(201);
    expect(reg.json).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        email: 'owner@example.com',
        access_token: expect.any(String),
        refresh_token: expect.any(String),
      },
    });

    const login = await t.call('POST', '/api/auth/login', {
      email: 'owner@example.com',
      password: 'correct horse',
    });
    expect(login.status).toBe(200);
    expect(Object.keys(login.json.data).sort()).toEqual(['access_token', 'refresh_token']);
    const auth = { authorization: `Bearer ${login.json.data.access_token}` };

    const me = await t.call('GET', '/api/users/me', undefined, auth);
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({
      _id: reg.json.data._id,
      email: 'owner@example.com',
      role: 'admin',
      isOnBoardingCompleted: false,
      businessName: null,
    });

    const put = await t.call(
      'PUT',
      '/api/users/me',
      {
        firstName: 'Ana',
        lastName: 'Silva',
        businessName: 'Café Sol',
        businessType: 'cafe',
        phoneNumber: '',
      },
      auth,
    );
    expect(put.status).toBe(200);
    expect(put.json.data).toMatchObject({
      firstName: 'Ana',
      lastName: 'Silva',
      businessName: 'Café Sol',
      businessType: 'cafe',
      phoneNumber: null,
      isOnBoardingCompleted: true,
    });
    expect((await t.call('GET', '/api/users/me', undefined, auth)).json.data.isOnBoardingCompleted).toBe(
      true,
    );
  });

  it('refuses a duplicate email with 409 and a message', async () => {
    await register('dup@example.com');
    // A second proof of the address: the mail would not give one (it says "you have an account"),
    // but two sign-ups verified before either registered race like this.
    await use(t.container, OneTimeCodeRepositoryToken).insertGrant({
      tokenDigest: use(t.container, SecretDigestToken).digest('second-proof-of-dup-address'),
      purpose: 'verify_email',
      email: 'dup@example.com',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const again = await t.call('POST', '/api/auth/register', {
      email: 'DUP@example.com',
      password: 'correct horse',
      verificationToken: 'second-proof-of-dup-address',
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      success: false,
      code: 'auth.email_taken',
      field: 'email',
      message: 'email: An account with this email already exists.',
    });
  });

  it('answers a wrong password with 401 and a message', async () => {
    await register('pw@example.com');
    const wrong = await t.call('POST', '/api/auth/login', {
      email: 'pw@example.com',
      password: 'not the one',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({
      success: false,
      code: 'auth.invalid_credentials',
      message: 'Incorrect email or password',
    });
    const unknown = await t.call('POST', '/api/auth/login', {
      email: 'nobody@example.com',
      password: 'whatever1',
    });
    expect(unknown.status).toBe(401);
  });

  it('answers malformed JSON and missing fields with 400 naming the field, never 500', async () => {
    const malformed = await t.call('POST', '/api/auth/login', '{"email": "a@b.co",', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({
      success: false,
      code: 'http.malformed_json',
      message: 'The request body is not valid JSON.',
    });

    const missing = await t.call('POST', '/api/auth/login', { email: 'a@b.co' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('password: This field is required.');

    const badEmail = await t.call('POST', '/api/auth/register', {
      email: 'not-an-email',
      password: 'long enough',
      verificationToken: 'some-token',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toBe('email: Enter a valid email address.');

    const shortPw = await t.call('POST', '/api/auth/register', {
      email: 'x@y.co',
      password: 'short',
      verificationToken: 'some-token',
    });
    expect(shortPw.json.message).toBe('password: Use at least 10 characters.');

    for (const body of ['', 'null', '[]', '42', '"text"', '{"email": 5, "password": true}']) {
      const res = await t.call('POST', '/api/auth/register', body, { 'content-type': 'application/json' });
      expect(res.status, body).toBe(400);
      expect(res.json.success).toBe(false);
    }
    const noContentType = await t.call('POST', '/api/auth/login', 'email=a', {
      'content-type': 'text/plain',
    });
    expect(noContentType.status).toBe(415);
    expect(noContentType.json).toEqual({
      success: false,
      code: 'http.unsupported_media_type',
      message: 'Send the request body as JSON (Content-Type: application/json).',
    });

    const reg = await register('onboard@example.com');
    const auth = { authorization: `Bearer ${reg.json.data.access_token}` };
    const badPut = await t.call(
      'PUT',
      '/api/users/me',
      { firstName: 'A', lastName: 'B', businessName: 'C' },
      auth,
    );
    expect(badPut.status).toBe(400);
    expect(badPut.json.message).toMatch(/^businessType: /);
  });

  it('requires a valid bearer on /api/users/me', async () => {
    expect((await t.call('GET', '/api/users/me')).status).toBe(401);
    const bad = await t.call('GET', '/api/users/me', undefined, { authorization: 'Bearer nope' });
    expect(bad.status).toBe(401);
    expect(bad.json).toEqual({ success: false, code: 'http.unauthorized', message: 'Unauthorized' });
  });

  it('rotates refresh tokens; a reused one is refused and kills the newer one too', async () => {
    const reg = await register('rotate@example.com');
    const first = reg.json.data.refresh_token;
    const second = await t.call('POST', '/api/auth/refresh', { refresh_token: first });
    expect(second.status).toBe(200);
    const newer = second.json.data.refresh_token;
    expect(newer).not.toBe(first);
    expect(
      (
        await t.call('GET', '/api/users/me', undefined, {
          authorization: `Bearer ${second.json.data.access_token}`,
        })
      ).status,
    ).toBe(200);

    const replay = await t.call('POST', '/api/auth/refresh', { refresh_token: first });
    expect(replay.status).toBe(401);
    expect(replay.json.success).toBe(false);
    expect((await t.call('POST', '/api/auth/refresh', { refresh_token: newer })).status).toBe(401);
  });

  it('leaves no working token when one is replayed concurrently: a refresh lives only with its session', async () => {
    // The replays race the winner's rotation, so a single round may pass by luck.
    for (let round = 0; round < 5; round++) {
      // Opened directly: five sign-ups over HTTP would spend the address's sign-up allowance.
      const opened = await use(
        t.container,
        AuthUseCases.openAccount,
      )({ email: `race-${round}@example.com`, password: 'correct horse', verifiedAt: new Date() });
      if (!opened.ok) throw new Error('open');
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.call('POST', '/api/auth/refresh', { refresh_token: opened.value.refresh_token }),
        ),
      );
      const won = answers.filter((a) => a.status === 200);
      // Exactly one replay wins the token's one conditional update.
      expect(won).toHaveLength(1);
      for (const answer of won)
        expect(
          (await t.call('POST', '/api/auth/refresh', { refresh_token: answer.json.data.refresh_token }))
            .status,
        ).toBe(401);
    }
  });

  it('logout revokes the presented refresh token, which then reads as an ended session, not a theft', async () => {
    const reg = await register('logout@example.com');
    const out = await t.call('POST', '/api/auth/logout', { refresh_token: reg.json.data.refresh_token });
    expect(out.json).toEqual({ success: true, data: { loggedOut: true } });
    const after = await t.call('POST', '/api/auth/refresh', { refresh_token: reg.json.data.refresh_token });
    expect(after.status).toBe(401);
    expect(after.json.code).toBe('auth.refresh_token_invalid');
  });

  it('limits login attempts per account with a 429 and Retry-After', async () => {
    await register('locked@example.com');
    let last = { status: 0, json: undefined as any, headers: new Headers() };
    for (let i = 0; i < 11; i++)
      last = await t.call('POST', '/api/auth/login', {
        email: 'locked@example.com',
        password: 'wrong wrong',
      });
    expect(last.status).toBe(429);
    expect(last.json.message).toMatch(/^Too many login attempts\. Try again in \d+ minutes\.$/);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('server basics', () => {
  it('reports health with the database', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      success: false,
      code: 'http.not_found',
      message: 'Not found: GET /api/nothing-here',
    });
  });

  it('serves the SPA with a history fallback and cache rules', async () => {
    const root = await t.call('GET', '/');
    expect(root.status).toBe(200);
    expect(root.text).toContain('<div id="root">');
    expect(root.headers.get('cache-control')).toBe('no-cache');
    const deep = await t.call('GET', '/cards');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('<div id="root">');
    const asset = await t.call('GET', '/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await t.call('GET', '/assets/missing-1.js')).status).toBe(404);
  });

  it('never serves source maps (issue 19)', async () => {
    expect((await t.call('GET', '/assets/app-abc123.js')).status).toBe(200);
    const map = await t.call('GET', '/assets/app-abc123.js.map');
    expect(map.status).toBe(404);
    expect(map.text).not.toContain('sourcesContent');
  });

  it('serves the OpenAPI 3.1 document', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.json.openapi).toBe('3.1.0');
    expect(Object.keys(res.json.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/users/me', '/api/health']),
    );
  });
});

describe('the refresh token in an HttpOnly cookie (issue 22)', () => {
  const cookieOf = (headers: Headers) => {
    const line = headers.getSetCookie().find((l) => l.startsWith('refreshToken='));
    return { line, value: line?.split(';')[0]!.slice('refreshToken='.length) };
  };

  it('is set by log-in and refresh, renews the session from the cookie alone, and is cleared by logout', async () => {
    await t.register('cookie@example.com', 'correct horse');
    const login = await t.call('POST', '/api/auth/login', {
      email: 'cookie@example.com',
      password: 'correct horse',
    });
    const first = cookieOf(login.headers);
    expect(first.line).toMatch(/HttpOnly/);
    expect(first.line).toMatch(/SameSite=Strict/);
    expect(first.line).toMatch(/Path=\/api\/auth/);
    expect(first.line).toMatch(/Secure/);
    expect(first.value).toBe(login.json.data.refresh_token);

    const renewed = await t.call('POST', '/api/auth/refresh', {}, { cookie: `refreshToken=${first.value}` });
    expect(renewed.status).toBe(200);
    const second = cookieOf(renewed.headers);
    expect(second.value).toBe(renewed.json.data.refresh_token);
    expect(second.value).not.toBe(first.value);

    expect((await t.call('POST', '/api/auth/refresh', {})).status).toBe(401);

    const out = await t.call('POST', '/api/auth/logout', {}, { cookie: `refreshToken=${second.value}` });
    expect(out.status).toBe(200);
    expect(cookieOf(out.headers).line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(
      (await t.call('POST', '/api/auth/refresh', {}, { cookie: `refreshToken=${second.value}` })).status,
    ).toBe(401);
  });
});
