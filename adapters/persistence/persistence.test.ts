import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { resetTestDatabase } from '../../test/setup/test-database.ts';
import { createAccountRepository } from './account.repository.ts';
import type { Database } from './database.ts';
import { createRateLimitRepository } from './rate-limit.repository.ts';
import { createRefreshTokenRepository } from './refresh-token.repository.ts';
import { loadOrCreateSecret } from './server-secret.repository.ts';
import { businesses } from './schema.ts';

let database: Database;
beforeAll(async () => {
  database = await resetTestDatabase();
});

const t0 = new Date('2026-11-22T10:00:00Z');
const newAccount = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  businessId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `user${n}@example.com`,
  passwordHash: 'h',
  marketingOptIn: false,
  createdAt: t0,
  firstName: null,
  lastName: null,
  emailVerifiedAt: t0,
  teamRole: 'owner' as const,
  onboardingCompletedAt: null,
  newBusiness: true,
});

describe('persistence adapters', () => {
  it('creates accounts once per email, even when racing', async () => {
    const accounts = createAccountRepository(database.db);
    const outcomes = await Promise.all([
      accounts.create(newAccount(1)),
      accounts.create({ ...newAccount(2), email: 'user1@example.com' }),
    ]);
    expect(outcomes.sort()).toEqual(['created', 'email_taken']);
    const found = await accounts.findByEmail('user1@example.com');
    expect(found).toMatchObject({
      email: 'user1@example.com',
      role: 'admin',
      onboardingCompletedAt: null,
      businessName: null,
    });
    expect(await accounts.findById('00000000-0000-4000-8000-999999999999')).toBeNull();
  });

  it('saves onboarding on the user and the business and keeps the first completion time', async () => {
    const accounts = createAccountRepository(database.db);
    await accounts.create(newAccount(3));
    const profile = {
      firstName: 'Ana',
      lastName: 'Silva',
      businessName: 'Café Sol',
      businessType: 'cafe' as const,
      phoneNumber: '+351 210 000 000',
    };
    const saved = await accounts.saveOnboarding(newAccount(3).id, profile, t0);
    expect(saved).toMatchObject({
      firstName: 'Ana',
      businessName: 'Café Sol',
      businessType: 'cafe',
      phoneNumber: '+351 210 000 000',
    });
    const again = await accounts.saveOnboarding(
      newAccount(3).id,
      { ...profile, businessName: 'Café Lua' },
      new Date('2027-01-01'),
    );
    expect(again?.onboardingCompletedAt?.toISOString()).toBe(t0.toISOString());
    expect(again?.businessName).toBe('Café Lua');
    // Without the business (it did not change), the business keeps what it has meanwhile.
    const { businessName: _name, businessType: _type, ...person } = profile;
    await database.db
      .update(businesses)
      .set({ name: 'Café Mar' })
      .where(eq(businesses.id, again!.businessId));
    const personOnly = await accounts.saveOnboarding(
      newAccount(3).id,
      { ...person, firstName: 'Ana Rita' },
      t0,
    );
    expect(personOnly).toMatchObject({
      firstName: 'Ana Rita',
      businessName: 'Café Mar',
      businessType: 'cafe',
    });
    expect(await accounts.saveOnboarding('00000000-0000-4000-8000-999999999999', profile, t0)).toBeNull();
  });

  it('consumes a refresh token exactly once under concurrency and detects reuse', async () => {
    const accounts = createAccountRepository(database.db);
    await accounts.create(newAccount(4));
    const tokens = createRefreshTokenRepository(database.db);
    const familyId = '20000000-0000-4000-8000-000000000001';
    await tokens.issue({
      userId: newAccount(4).id,
      familyId,
      secret: 'tok-a',
      createdAt: t0,
      expiresAt: new Date(t0.getTime() + 60_000),
    });
    const uses = await Promise.all(Array.from({ length: 5 }, () => tokens.consume('tok-a', t0)));
    expect(uses.filter((u) => u.kind === 'valid')).toHaveLength(1);
    expect(uses.filter((u) => u.kind === 'reused')).toHaveLength(4);
    expect(await tokens.consume('nope', t0)).toEqual({ kind: 'invalid' });
    expect(await tokens.consume('tok-a', new Date(t0.getTime() + 120_000))).toEqual({ kind: 'invalid' });
    await tokens.issue({
      userId: newAccount(4).id,
      familyId,
      secret: 'tok-b',
      createdAt: t0,
      expiresAt: new Date(t0.getTime() + 60_000),
    });
    // A revoked token never used is over (its session ended), not a replay.
    await tokens.revokeFamily(familyId, t0);
    expect((await tokens.consume('tok-b', t0)).kind).toBe('invalid');
    await tokens.issue({
      userId: newAccount(4).id,
      familyId: '20000000-0000-4000-8000-000000000002',
      secret: 'tok-c',
      createdAt: t0,
      expiresAt: new Date(t0.getTime() + 60_000),
    });
    await tokens.revoke('tok-c', t0);
    expect((await tokens.consume('tok-c', t0)).kind).toBe('invalid');
  });

  it('counts rate-limit hits in windows, concurrently', async () => {
    const limiter = createRateLimitRepository(database.db);
    const rule = { limit: 3, windowMs: 60_000 };
    const verdicts = await Promise.all(Array.from({ length: 5 }, () => limiter.hit('k', rule, t0)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
    expect(verdicts[4]?.retryAfterMs).toBe(60_000);
    expect((await limiter.hit('k', rule, new Date(t0.getTime() + 60_000))).allowed).toBe(true);
    await limiter.reset('k');
    expect((await limiter.hit('k', rule, new Date(t0.getTime() + 61_000))).allowed).toBe(true);
  });

  it('keeps the first value of a shared secret', async () => {
    const first = await loadOrCreateSecret(database.db, 'jwt', () => 'one');
    const second = await loadOrCreateSecret(database.db, 'jwt', () => 'two');
    expect([first, second]).toEqual(['one', 'one']);
  });
});
