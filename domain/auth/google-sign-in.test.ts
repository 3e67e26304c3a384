import { describe, expect, it } from 'vitest';
import { memoryAuthDeps } from '../../test/fakes/auth-fakes.ts';
import { err, ok } from '../shared/result.ts';
import { completeGoogleSignIn } from './complete-google-sign-in.use-case.ts';
import {
  DEFAULT_AFTER_SIGN_IN,
  isSameSitePath,
  safeRedirectPath,
  type SignInProviders,
} from './google-sign-in.ts';
import { sanitizeRedirect } from './route-access.ts';
import type { IdentityFailure, IdentityProvider, ProvidedIdentity } from './identity-provider.port.ts';
import { openAccount } from './open-account.use-case.ts';
import { startGoogleSignIn } from './start-google-sign-in.use-case.ts';

const identity = (over: Partial<ProvidedIdentity> = {}): ProvidedIdentity => ({
  subject: 'g-1',
  email: 'Ana@Example.com',
  emailVerified: true,
  givenName: 'Ana',
  familyName: 'Silva',
  ...over,
});

/** A provider that answers what the test says and records the exchanges. */
const fakeProvider = (
  answer: ProvidedIdentity | IdentityFailure = identity(),
  url: string | null = 'https://idp/authorize',
) => {
  const exchanges: { code: string; codeVerifier: string; nonce: string }[] = [];
  const provider: IdentityProvider = {
    authorizationUrl: async (secrets) => (url ? ok(`${url}?state=${secrets.state}`) : err('unreachable')),
    exchange: async (code, secrets) => {
      exchanges.push({ code, codeVerifier: secrets.codeVerifier, nonce: secrets.nonce });
      return typeof answer === 'string' ? err(answer) : ok(answer);
    },
  };
  return { provider, exchanges };
};

const setup = (google: IdentityProvider | null = fakeProvider().provider) => {
  const base = memoryAuthDeps();
  let n = 0;
  // Flow secrets are 256-bit base64url strings in production: 43 characters at least.
  const ids = { ...base.ids, secret: () => `secret-${String(++n).padStart(43, '0')}` };
  const deps = { ...base, ids, providers: { google } satisfies SignInProviders };
  return { deps, start: startGoogleSignIn(deps), complete: completeGoogleSignIn(deps) };
};

/** Starts a flow and answers the callback as the browser would. */
const roundTrip = async (s: ReturnType<typeof setup>, redirect?: string) => {
  const started = await s.start(redirect);
  if (!started.ok) throw new Error(started.error.code);
  return s.complete({ flow: started.value.flow, state: started.value.flow.state, code: 'the-code' });
};

describe('safeRedirectPath', () => {
  it('keeps a path of this site and refuses anything a browser could read as another host', () => {
    expect(safeRedirectPath('/cards?tab=all#x')).toBe('/cards?tab=all#x');
    for (const bad of [
      undefined,
      null,
      '',
      'cards',
      '//evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'https://evil.com',
      '/a\\b',
      '/a b',
      '/é',
      `/${'a'.repeat(600)}`,
    ])
      expect(safeRedirectPath(bad), String(bad)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});

describe('startGoogleSignIn', () => {
  it('makes fresh state, nonce and verifier, a 10-minute flow and a safe redirect', async () => {
    const s = setup();
    const started = await s.start('//evil.com');
    expect(started.ok && started.value.flow).toMatchObject({ redirect: '/dashboard' });
    if (!started.ok) return;
    const { state, nonce, codeVerifier, expiresAt } = started.value.flow;
    expect(new Set([state, nonce, codeVerifier]).size).toBe(3);
    expect(expiresAt - s.deps.clock.now().getTime()).toBe(600_000);
    expect(started.value.url).toContain(state);
  });

  it('is unavailable without a provider, and failed when the provider is unreachable', async () => {
    expect(await setup(null).start('/x')).toMatchObject({
      ok: false,
      error: { code: 'auth.google_unavailable' },
    });
    const down = setup(fakeProvider(identity(), null).provider);
    expect(await down.start('/x')).toMatchObject({ ok: false, error: { code: 'auth.google_failed' } });
  });
});

describe('completeGoogleSignIn', () => {
  it('opens a verified account with a random password for an unknown address', async () => {
    const s = setup();
    const done = await roundTrip(s, '/cards');
    expect(done).toMatchObject({ ok: true, value: { redirect: '/cards', created: true } });
    const account = await s.deps.accounts.findByEmail('ana@example.com');
    expect(account).toMatchObject({ firstName: 'Ana', lastName: 'Silva', teamRole: 'owner' });
    expect(account?.emailVerifiedAt).toEqual(s.deps.clock.now());
    expect(account?.passwordHash).toMatch(/^hashed:secret-/);
  });

  it('signs in to the account with that address', async () => {
    const s = setup();
    await openAccount(s.deps)({
      email: 'ana@example.com',
      password: 'orange-kite-41',
      verifiedAt: new Date(0),
    });
    const done = await roundTrip(s);
    expect(done).toMatchObject({ ok: true, value: { created: false, redirect: '/dashboard' } });
    expect(s.deps.accounts.rows.size).toBe(1);
  });

  it('passes the verifier and nonce of the flow to the exchange', async () => {
    const fake = fakeProvider();
    const s = setup(fake.provider);
    const started = await s.start(undefined);
    if (!started.ok) throw new Error('not started');
    await s.complete({ flow: started.value.flow, state: started.value.flow.state, code: 'c' });
    expect(fake.exchanges).toEqual([
      { code: 'c', codeVerifier: started.value.flow.codeVerifier, nonce: started.value.flow.nonce },
    ]);
  });

  it('refuses a missing, expired or mismatched flow, and a missing code', async () => {
    const s = setup();
    const started = await s.start(undefined);
    if (!started.ok) throw new Error('not started');
    const { flow } = started.value;
    const failed = { ok: false, error: { code: 'auth.google_failed' } };
    expect(await s.complete({ flow: null, state: flow.state, code: 'c' })).toMatchObject(failed);
    expect(await s.complete({ flow, state: 'other', code: 'c' })).toMatchObject(failed);
    expect(await s.complete({ flow, state: flow.state })).toMatchObject(failed);
    s.deps.clock.advance(600_001);
    expect(await s.complete({ flow, state: flow.state, code: 'c' })).toMatchObject(failed);
  });

  it('refuses an unverified address, a refused or unreachable exchange, and an unusable address', async () => {
    for (const answer of [
      identity({ emailVerified: false }),
      'refused',
      'unreachable',
      identity({ email: 'not-an-email' }),
    ] as const) {
      const s = setup(fakeProvider(answer).provider);
      expect(await roundTrip(s)).toMatchObject({ ok: false, error: { code: 'auth.google_failed' } });
      expect(s.deps.accounts.rows.size).toBe(0);
    }
  });

  it('does not enter an account whose address was never verified', async () => {
    const s = setup();
    await openAccount(s.deps)({ email: 'ana@example.com', password: 'orange-kite-41', verifiedAt: null });
    expect(await roundTrip(s)).toMatchObject({ ok: false, error: { code: 'auth.google_failed' } });
  });

  it('is unavailable without a provider', async () => {
    expect(await setup(null).complete({ flow: null })).toMatchObject({
      ok: false,
      error: { code: 'auth.google_unavailable' },
    });
  });
});

describe('redirect targets against an open-redirect corpus (issue 22)', () => {
  const hostile = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/.\\evil.example',
    'https://evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /cards',
    'evil.example',
    '/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n'),
    `/${'a'.repeat(300)}`,
    '/caf\u00e9',
  ];
  it('refuses every form a browser could read as another site, in both places redirects are taken', () => {
    for (const target of hostile) {
      expect(isSameSitePath(target), JSON.stringify(target)).toBe(false);
      expect(sanitizeRedirect(target), JSON.stringify(target)).toBeNull();
    }
  });
  it('keeps the paths of this site', () => {
    for (const target of ['/', '/cards', '/card/0b7e6c1e?tab=share', '/customers?q=ana%40x.pt&page=2#top'])
      expect(sanitizeRedirect(target)).toBe(target);
  });
});
