import type { PasswordHasher } from './password-hasher.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { AccountRepository } from './account.repository.port.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import { issueSession, type SessionIssuerDeps } from './session-issuer.ts';
import type { RegistrationResult } from './user.ts';

export interface OpenAccountDeps extends SessionIssuerDeps {
  readonly accounts: AccountRepository;
  readonly hasher: PasswordHasher;
}

/** A checked request for a new account (the caller has validated it and proved what it claims). */
export interface AccountOpening {
  readonly email: string;
  readonly password: string;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly marketingOptIn?: boolean | undefined;
  /** When the address was proved; null when it was not (accounts from before verification). */
  readonly verifiedAt: Date | null;
  /** Joins this business as `role` (a team invitation); else a new business with its owner. */
  readonly join?: { readonly businessId: string; readonly role: 'admin' | 'staff' | 'owner' };
  readonly userAgent?: string | null;
}

/**
 * Creates an account and signs it in. Registering and accepting an invitation call it once they
 * have checked their proof; the demo seed and test set-ups call it with an address they own.
 */
export const openAccount = (deps: OpenAccountDeps) => {
  const startSession = issueSession(deps);
  return async (opening: AccountOpening): Promise<Result<RegistrationResult>> => {
    const userId = deps.ids.id();
    const businessId = opening.join?.businessId ?? deps.ids.id();
    const now = deps.clock.now();
    const created = await deps.accounts.create({
      id: userId,
      businessId,
      email: opening.email,
      passwordHash: await deps.hasher.hash(opening.password),
      marketingOptIn: opening.marketingOptIn ?? false,
      createdAt: now,
      firstName: opening.firstName || null,
      lastName: opening.lastName || null,
      emailVerifiedAt: opening.verifiedAt,
      teamRole: opening.join?.role ?? 'owner',
      onboardingCompletedAt: opening.join ? now : null,
      newBusiness: !opening.join,
    });
    if (created === 'email_taken') return err(domainError(AUTH_ERRORS.emailTaken, undefined, 'email'));
    const tokens = await startSession({ userId, businessId }, { userAgent: opening.userAgent ?? null });
    return ok({ _id: userId, email: opening.email, ...tokens });
  };
};
