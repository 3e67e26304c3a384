import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createHttpAuthGateway } from './auth-gateway.adapter.ts';
import type { paths } from './generated/api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const gatewayAnswering = (respond: () => Response | Promise<Response>) =>
  createHttpAuthGateway(createClient<paths>({ baseUrl: 'http://api.test', fetch: async () => respond() }));

const registration = {
  email: 'ada@example.com',
  password: 'correct horse battery',
  verificationToken: 'vt-1',
};

describe("the auth gateway keeps the screens' own failures", () => {
  it('reads a token pair with its schema', async () => {
    const pair = { access_token: 'a', refresh_token: 'r' };
    const gateway = gatewayAnswering(() => json(200, { success: true, data: pair }));
    expect(await gateway.login({ email: 'ada@example.com', password: 'x' })).toEqual({
      ok: true,
      value: pair,
    });
  });

  it('maps the status to the auth failure the screen shows', async () => {
    const refused = (status: number) =>
      gatewayAnswering(() => json(status, { success: false, message: 'No', code: 'auth.whatever' }));
    expect(await refused(401).login({ email: 'ada@example.com', password: 'x' })).toMatchObject({
      error: { code: 'auth.invalid_credentials' },
    });
    expect(await refused(429).login({ email: 'ada@example.com', password: 'x' })).toMatchObject({
      error: { code: 'auth.too_many_attempts', message: 'No' },
    });
    expect(await refused(409).register(registration)).toMatchObject({
      error: { code: 'auth.email_taken' },
    });
    expect(await refused(401).me()).toMatchObject({ error: { code: 'auth.session_expired' } });
    expect(await refused(500).logout('r')).toMatchObject({ error: { code: 'auth.logout_failed' } });
  });

  it('answers a failed login without an answer as a failed login, and a logout as nothing', async () => {
    const offline = gatewayAnswering(() => Promise.reject(new TypeError('fetch failed')));
    expect(await offline.login({ email: 'ada@example.com', password: 'x' })).toMatchObject({
      error: { code: 'auth.login_failed' },
    });
    const out = gatewayAnswering(() => json(200, { success: true, data: { loggedOut: true } }));
    expect(await out.logout('r')).toEqual({ ok: true, value: undefined });
  });
});
