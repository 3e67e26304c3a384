import type { Clock } from '../shared/clock.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { AccountRepository } from './account.repository.port.ts';
import { toUser } from './account.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import { OnboardingSchema, type User } from './user.ts';
import { firstIssue } from '../shared/validation.ts';

/** Stores the onboarding fields and marks onboarding as completed (the first time). */
export const updateProfile =
  ({ accounts, clock }: { readonly accounts: AccountRepository; readonly clock: Clock }) =>
  async (userId: string, input: unknown): Promise<Result<User>> => {
    const parsed = OnboardingSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const account = await accounts.saveOnboarding(userId, parsed.data, clock.now());
    return account ? ok(toUser(account)) : err(domainError(AUTH_ERRORS.userNotFound));
  };
