import type {
  Account,
  AccountRepository,
  BusinessProfile,
  BusinessProfileView,
  ProfileUpdate,
  AuthGateway,
  NewAccount,
  OnboardingUpdate,
  SessionInfo,
  SessionRepository,
  SessionStore,
  TokenPair,
  User,
} from '#domain/auth/index.ts';
import { ok, type Clock, type IdGenerator } from '#domain/shared/index.ts';
import { createMemoryCodes, sha256Digest } from './code-fakes.ts';
import { createMemoryJobs } from './job-fakes.ts';

/** A new owner's account with a fresh business, for tests that need one stored: `create(newOwner(…))`. */
export const newOwner = (
  id: string,
  email: string,
  createdAt = new Date('2026-11-01T00:00:00Z'),
): NewAccount => ({
  id,
  businessId: `b-${id}`,
  email,
  passwordHash: 'x',
  marketingOptIn: false,
  createdAt,
  firstName: null,
  lastName: null,
  emailVerifiedAt: null,
  teamRole: 'owner',
  newBusiness: true,
  onboardingCompletedAt: null,
});

/** An in-memory account store for use-case tests. */
export class InMemoryAccounts implements AccountRepository {
  readonly rows = new Map<string, Account>();
  async findByEmail(email: string) {
    return [...this.rows.values()].find((a) => a.email === email) ?? null;
  }
  async findById(id: string) {
    return this.rows.get(id) ?? null;
  }
  async create(account: NewAccount) {
    if (await this.findByEmail(account.email)) return 'email_taken' as const;
    this.rows.set(account.id, {
      id: account.id,
      businessId: account.businessId,
      email: account.email,
      passwordHash: account.passwordHash,
      role: 'admin',
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: null,
      profileImage: null,
      marketingOptIn: account.marketingOptIn,
      businessName: null,
      businessType: null,
      onboardingCompletedAt: account.onboardingCompletedAt,
      emailVerifiedAt: account.emailVerifiedAt,
      teamRole: account.teamRole,
      language: null,
    });
    return 'created' as const;
  }
  readonly businesses = new Map<string, BusinessProfileView>();
  async saveProfile(id: string, profile: ProfileUpdate) {
    const row = this.rows.get(id);
    if (!row) return null;
    const next: Account = {
      ...row,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber,
      language: profile.language === undefined ? row.language : profile.language,
      marketingOptIn: profile.marketingOptIn ?? row.marketingOptIn,
    };
    this.rows.set(id, next);
    return next;
  }
  async changeEmail(id: string, email: string, at: Date) {
    const taken = await this.findByEmail(email);
    if (taken && taken.id !== id) return 'email_taken' as const;
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, email, emailVerifiedAt: at });
    return 'changed' as const;
  }
  async businessProfile(businessId: string) {
    return this.businesses.get(businessId) ?? null;
  }
  async saveBusinessProfile(businessId: string, profile: BusinessProfile) {
    this.businesses.set(businessId, profile);
    return profile;
  }
  async setPassword(id: string, passwordHash: string) {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, passwordHash });
  }
  async saveOnboarding(id: string, profile: OnboardingUpdate, at: Date) {
    const row = this.rows.get(id);
    if (!row) return null;
    const next: Account = {
      ...row,
      firstName: profile.firstName,
      lastName: profile.lastName,
      businessName: profile.businessName ?? row.businessName,
      businessType: profile.businessType ?? row.businessType,
      phoneNumber: profile.phoneNumber ?? null,
      onboardingCompletedAt: row.onboardingCompletedAt ?? at,
    };
    this.rows.set(id, next);
    return next;
  }
}

export const fixedClock = (iso = '2026-11-22T10:00:00.000Z'): Clock & { advance(ms: number): void } => {
  let now = new Date(iso).getTime();
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
};

export const sequentialIds = (): IdGenerator => {
  let n = 0;
  return {
    id: () => `id-${++n}`,
    secret: () => `secret-${++n}`,
    code: () => `CODE${String(++n).padStart(4, '0')}`,
  };
};

export class MemorySession implements SessionStore {
  tokens: TokenPair | null = null;
  read() {
    return this.tokens;
  }
  write(tokens: TokenPair) {
    this.tokens = tokens;
  }
  clear() {
    this.tokens = null;
  }
}

/** Reversible "hash" so tests can run fast; the real Argon2id adapter has its own tests. */
export const plainHasher = {
  hash: async (password: string) => `hashed:${password}`,
  verify: async (hash: string, password: string) => hash === `hashed:${password}`,
  dummyVerify: async () => undefined,
};

export const fakeAccessTokens = {
  issue: async (p: { userId: string; businessId: string; sessionId: string }) =>
    `at:${p.userId}:${p.businessId}:${p.sessionId}`,
  verify: async (token: string) => {
    const [kind, userId, businessId, sessionId] = token.split(':');
    return kind === 'at' && userId && businessId && sessionId ? { userId, businessId, sessionId } : null;
  },
};

/** In-memory sessions with the store's rules: ending one revokes its refresh tokens. */
export class MemorySessions implements SessionRepository {
  readonly rows = new Map<
    string,
    { -readonly [K in keyof SessionInfo]: SessionInfo[K] } & { userId: string; endedAt: Date | null }
  >();
  readonly refreshTokens: MemoryRefreshTokens | undefined;
  readonly accounts: InMemoryAccounts | undefined;
  constructor(refreshTokens?: MemoryRefreshTokens, accounts?: InMemoryAccounts) {
    this.refreshTokens = refreshTokens;
    this.accounts = accounts;
  }
  async open(s: { id: string; userId: string; userAgent: string | null; at: Date }) {
    this.rows.set(s.id, {
      id: s.id,
      userId: s.userId,
      userAgent: s.userAgent,
      createdAt: s.at,
      lastSeenAt: s.at,
      endedAt: null,
    });
  }
  async touch(id: string, at: Date) {
    const row = this.rows.get(id);
    if (row) row.lastSeenAt = at;
  }
  async listLive(userId: string, since: Date) {
    return [...this.rows.values()]
      .filter((r) => r.userId === userId && !r.endedAt && r.lastSeenAt > since)
      .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
  }
  async end(userId: string, id: string, at: Date) {
    const row = this.rows.get(id);
    if (!row || row.userId !== userId || row.endedAt) return false;
    row.endedAt = at;
    await this.refreshTokens?.revokeFamily(id, at);
    return true;
  }
  async endAll(userId: string, at: Date, keep?: string) {
    let n = 0;
    for (const row of this.rows.values())
      if (row.userId === userId && row.id !== keep && (await this.end(userId, row.id, at))) n++;
    return n;
  }
  async access(userId: string, sessionId: string) {
    const row = this.rows.get(sessionId);
    const account = this.accounts?.rows.get(userId);
    if (!row || row.userId !== userId || row.endedAt || (this.accounts && !account)) return null;
    return { businessId: account?.businessId ?? 'b', teamRole: account?.teamRole ?? 'owner' };
  }
  forget(_userId: string) {}
}

interface StoredRefresh {
  userId: string;
  familyId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export class MemoryRefreshTokens {
  readonly rows = new Map<string, StoredRefresh>();
  async issue(t: { userId: string; familyId: string; secret: string; expiresAt: Date }) {
    this.rows.set(t.secret, {
      userId: t.userId,
      familyId: t.familyId,
      expiresAt: t.expiresAt,
      usedAt: null,
      revokedAt: null,
    });
  }
  async consume(secret: string, now: Date) {
    const row = this.rows.get(secret);
    if (!row || row.expiresAt <= now) return { kind: 'invalid' as const };
    if (row.usedAt) return { kind: 'reused' as const, userId: row.userId, familyId: row.familyId };
    if (row.revokedAt) return { kind: 'invalid' as const };
    row.usedAt = now;
    return { kind: 'valid' as const, userId: row.userId, familyId: row.familyId };
  }
  async revokeFamily(familyId: string, now: Date) {
    for (const row of this.rows.values()) if (row.familyId === familyId) row.revokedAt ??= now;
  }
  async revoke(secret: string, now: Date) {
    const row = this.rows.get(secret);
    if (!row) return null;
    row.revokedAt ??= now;
    return { userId: row.userId, familyId: row.familyId };
  }
}

export class MemoryRateLimiter {
  readonly counts = new Map<string, { start: number; count: number }>();
  async hit(key: string, rule: { limit: number; windowMs: number }, now: Date) {
    const t = now.getTime();
    const entry = this.counts.get(key);
    const current =
      !entry || entry.start + rule.windowMs <= t
        ? { start: t, count: 1 }
        : { ...entry, count: entry.count + 1 };
    this.counts.set(key, current);
    return {
      allowed: current.count <= rule.limit,
      retryAfterMs: Math.max(0, current.start + rule.windowMs - t),
    };
  }
  async peek(key: string, rule: { limit: number; windowMs: number }, now: Date) {
    const entry = this.counts.get(key);
    const ends = entry ? entry.start + rule.windowMs : 0;
    if (!entry || ends <= now.getTime()) return { allowed: true, retryAfterMs: 0 };
    return { allowed: entry.count < rule.limit, retryAfterMs: ends - now.getTime() };
  }
  async reset(key: string) {
    this.counts.delete(key);
  }
}

/** A signed-in user as the API returns it; override what a test cares about. */
export const sampleUser = (overrides: Partial<User> = {}): User => ({
  _id: 'u1',
  email: 'a@b.co',
  role: 'admin',
  firstName: null,
  lastName: null,
  businessName: null,
  businessType: null,
  phoneNumber: null,
  profileImage: null,
  marketingOptIn: false,
  isOnBoardingCompleted: false,
  isEmailVerified: true,
  teamRole: 'owner',
  ...overrides,
});

/** The server auth use cases' dependencies, all in memory (sessions revoke their refresh tokens). */
export const memoryAuthDeps = () => {
  const accounts = new InMemoryAccounts();
  const refreshTokens = new MemoryRefreshTokens();
  return {
    accounts,
    hasher: plainHasher,
    accessTokens: fakeAccessTokens,
    refreshTokens,
    sessions: new MemorySessions(refreshTokens, accounts),
    codes: createMemoryCodes(),
    digest: sha256Digest,
    limiter: new MemoryRateLimiter(),
    ids: sequentialIds(),
    clock: fixedClock(),
    jobs: createMemoryJobs(),
  };
};

/** The browser's auth gateway answering every call with success; override what a test cares about. */
export const fakeAuthGateway = (
  overrides: Partial<AuthGateway> = {},
  user: User = sampleUser(),
): AuthGateway => ({
  register: async (input) => ok({ _id: 'u1', email: input.email, access_token: 'a', refresh_token: 'r' }),
  login: async () => ok({ access_token: 'a', refresh_token: 'r' }),
  logout: async () => ok(undefined),
  me: async () => ok(user),
  updateMe: async (input) =>
    ok({ ...user, ...input, phoneNumber: input.phoneNumber ?? null, isOnBoardingCompleted: true }),
  requestVerification: async () => ok({ sent: true }),
  verifyEmail: async () => ok({ verificationToken: 'vt-1' }),
  requestReset: async () => ok({ sent: true }),
  verifyReset: async () => ok({ resetToken: 'rt-1' }),
  setNewPassword: async () => ok(undefined),
  providers: async () => ok({ google: false }),
  previewTeamInvitation: async () =>
    ok({ businessName: 'Café Sol', email: 'sam@example.com', role: 'staff' }),
  acceptTeamInvitation: async () =>
    ok({ _id: 'u2', email: 'staff@example.com', access_token: 'a', refresh_token: 'r' }),
  ...overrides,
});

/** A proof as a verified code gives it, for an address (the mail round trip has its own tests). */
export const grantFor = async (
  deps: ReturnType<typeof memoryAuthDeps>,
  purpose: 'verify_email' | 'reset_password' | 'change_email',
  email: string,
): Promise<string> => {
  const token = `grant-${email.replace(/\W/g, '_')}-${purpose}-${deps.ids.id()}`;
  await deps.codes.insertGrant({
    tokenDigest: sha256Digest.digest(token),
    purpose,
    email,
    expiresAt: new Date(deps.clock.now().getTime() + 60_000),
  });
  return token;
};

/**
 * `registerAccount` for tests about what comes after sign-up: an input without a
 * verificationToken gets one for its (case-folded) address first.
 */
export const registerVerifiedWith =
  <R>(
    deps: ReturnType<typeof memoryAuthDeps>,
    register: (input: unknown, userAgent?: string | null) => Promise<R>,
  ) =>
  async (input: { email: string; password?: string; [field: string]: unknown }, userAgent?: string | null) =>
    register(
      {
        verificationToken: await grantFor(deps, 'verify_email', input.email.trim().toLowerCase()),
        ...input,
      },
      userAgent,
    );
