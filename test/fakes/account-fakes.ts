import type { AccountGateway, BusinessProfileView, SessionView, User } from '#domain/auth/index.ts';
import { ok } from '#domain/shared/index.ts';
import type { TeamGateway, TeamMemberView } from '#domain/team/index.ts';
import { sampleUser } from './auth-fakes.ts';

/** A signed-in device as the sessions list shows it. */
export const sampleSession = (overrides: Partial<SessionView> = {}): SessionView => ({
  id: 's1',
  browser: 'Chrome',
  os: 'macOS',
  userAgent: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  lastSeenAt: '2025-01-02T10:00:00.000Z',
  current: false,
  ...overrides,
});

export const sampleBusiness = (overrides: Partial<BusinessProfileView> = {}): BusinessProfileView => ({
  name: 'Bean There',
  type: 'cafe',
  logoUrl: null,
  address: null,
  timeZone: 'Europe/Lisbon',
  country: 'PT',
  currency: 'EUR',
  ...overrides,
});

export const sampleMember = (overrides: Partial<TeamMemberView> = {}): TeamMemberView => ({
  id: 'm1',
  email: 'owner@b.co',
  firstName: 'Ana',
  lastName: 'Silva',
  role: 'owner',
  status: 'active',
  since: '2025-01-01T10:00:00.000Z',
  expiresAt: null,
  isYou: true,
  ...overrides,
});

/** An account gateway whose every call records its name and input and succeeds, unless overridden. */
export const fakeAccountGateway = (
  calls: unknown[][] = [],
  overrides: Partial<AccountGateway> = {},
  user: User = sampleUser(),
): AccountGateway => {
  const record =
    <A extends unknown[], R>(name: string, answer: (...args: A) => R) =>
    async (...args: A) => (calls.push([name, ...args]), answer(...args));
  return {
    saveProfile: record('saveProfile', (p) =>
      ok({ ...user, firstName: p.firstName, lastName: p.lastName, phoneNumber: p.phoneNumber }),
    ),
    requestEmailChange: record('requestEmailChange', () => ok(undefined)),
    confirmEmailChange: record('confirmEmailChange', () => ok({ ...user, email: 'new@b.co' })),
    business: record('business', () => ok(sampleBusiness())),
    saveBusiness: record('saveBusiness', (b) => ok({ ...b })),
    changePassword: record('changePassword', () => ok({ endedSessions: 2 })),
    sessions: record('sessions', () =>
      ok([
        sampleSession({ id: 'old', lastSeenAt: '2025-01-01T10:00:00.000Z' }),
        sampleSession({ id: 'new', lastSeenAt: '2025-01-03T10:00:00.000Z' }),
        sampleSession({ id: 'me', current: true }),
      ]),
    ),
    endSession: record('endSession', () => ok(undefined)),
    endOtherSessions: record('endOtherSessions', () => ok({ ended: 2 })),
    exportData: record('exportData', () => ok({ fileName: null, bytes: new Uint8Array([80, 75]) })),
    deleteAccount: record('deleteAccount', () =>
      ok({ deleted: true as const, cards: 1, customers: 2, members: 1 }),
    ),
    ...overrides,
  };
};

/** A team gateway over an in-memory list. */
export const fakeTeamGateway = (members: TeamMemberView[] = [sampleMember()]): TeamGateway => ({
  list: async () => ok([...members]),
  invite: async ({ email, role }) => {
    const entry = sampleMember({ id: `i${members.length}`, email, role, status: 'invited', isYou: false });
    members.push(entry);
    return ok(entry);
  },
  changeRole: async (userId, role) => {
    const i = members.findIndex((m) => m.id === userId);
    if (i >= 0) members[i] = { ...members[i]!, role };
    return ok({ role });
  },
  remove: async (id) => {
    members.splice(
      members.findIndex((m) => m.id === id),
      1,
    );
    return ok(undefined);
  },
});
