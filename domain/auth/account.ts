import type { TeamRole } from '../team/index.ts';
import type { User } from './user.ts';

/** A stored account, as the server sees it (never sent to a client as is). */
export interface Account {
  readonly id: string;
  readonly businessId: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly role: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phoneNumber: string | null;
  readonly profileImage: string | null;
  readonly marketingOptIn: boolean;
  readonly businessName: string | null;
  readonly businessType: string | null;
  readonly onboardingCompletedAt: Date | null;
  /** Null for accounts made before sign-up required a verified address. */
  readonly emailVerifiedAt: Date | null;
  readonly teamRole: TeamRole;
  readonly language: string | null;
}

/** What an access token carries: the user, their business and the session it was issued to. */
export interface SessionClaims {
  readonly userId: string;
  readonly businessId: string;
  readonly sessionId: string;
}

/** Who a request speaks for, once its token is checked against the live account and session. */
export interface Principal extends SessionClaims {
  readonly teamRole: TeamRole;
}

/** Session lifetimes: short access tokens, refresh tokens rotated on every use. */
export const SESSION_POLICY = Object.freeze({
  accessTokenSeconds: 15 * 60,
  refreshTokenDays: 30,
});

/**
 * Login throttling (fixed windows). Guessing one account from one client stops after 10 tries;
 * the account's own limit is slower and wider, so someone guessing from elsewhere cannot lock
 * the owner out of the dashboard with 10 wrong passwords, while a spread-out attack still stops;
 * a client trying many accounts stops at 100.
 */
export const LOGIN_LIMITS = Object.freeze({
  perAccountAndClient: { limit: 10, windowMs: 15 * 60 * 1000 },
  perAccount: { limit: 100, windowMs: 60 * 60 * 1000 },
  perClient: { limit: 100, windowMs: 15 * 60 * 1000 },
  /** Asking a signed-in user for their password again (see `ownPasswordRefusal`). */
  passwordCheck: { limit: 10, windowMs: 15 * 60 * 1000 },
});

/**
 * The counters `LOGIN_LIMITS` keeps for a login attempt: per client, per account and client, and
 * per account. Emails are compared as the login schema leaves them (trimmed, lower-cased).
 */
export const loginLimitKeys = (email: string, clientKey: string) =>
  Object.freeze({
    client: `login:client:${clientKey}`,
    accountAndClient: `login:account-client:${email}:${clientKey}`,
    account: `login:account:${email}`,
  });

/** The public view of an account (requirements §3 User). */
export const toUser = (account: Account): User => ({
  _id: account.id,
  email: account.email,
  role: account.role,
  firstName: account.firstName,
  lastName: account.lastName,
  businessName: account.businessName,
  businessType: account.businessType,
  phoneNumber: account.phoneNumber,
  profileImage: account.profileImage,
  marketingOptIn: account.marketingOptIn,
  isOnBoardingCompleted: account.onboardingCompletedAt !== null,
  isEmailVerified: account.emailVerifiedAt !== null,
  teamRole: account.teamRole,
});
