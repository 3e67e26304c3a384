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
}

/** Who a valid access token speaks for. */
export interface Principal {
  readonly userId: string;
  readonly businessId: string;
}

/** Session lifetimes: short access tokens, refresh tokens rotated on every use. */
export const SESSION_POLICY = Object.freeze({
  accessTokenSeconds: 15 * 60,
  refreshTokenDays: 30,
});

/** Login throttling per account and per client address (fixed windows). */
export const LOGIN_LIMITS = Object.freeze({
  perAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
  perClient: { limit: 100, windowMs: 15 * 60 * 1000 },
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
});
