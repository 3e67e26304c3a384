import type { Clock } from '../shared/clock.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { AccountRepository } from './account.repository.port.ts';
import { toUser } from './account.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import { OnboardingSchema, type User } from './user.ts';
import { firstIssue } from '../shared/validation.ts';
import { canRole, TEAM_ERRORS } from '../team/index.ts';

/**
 * Stores the onboarding fields and marks onboarding as completed (the first time). The business's
 * name and type are the business tab's to change: a member whose role may not edit the business
 * (`business.edit`) must send them as they are, or is refused: this route is no side door to the
 * business tab. Unchanged, they are not written at all.
 */
export const updateProfile =
  ({ accounts, clock }: { readonly accounts: AccountRepository; readonly clock: Clock }) =>
  async (userId: string, input: unknown): Promise<Result<User>> => {
    const parsed = OnboardingSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const current = await accounts.findById(userId);
    if (!current) return err(domainError(AUTH_ERRORS.userNotFound));
    const { businessName, businessType, ...person } = parsed.data;
    const changesBusiness = businessName !== current.businessName || businessType !== current.businessType;
    if (changesBusiness && !canRole(current.teamRole, 'business.edit'))
      return err(domainError(TEAM_ERRORS.forbidden));
    const account = await accounts.saveOnboarding(
      userId,
      changesBusiness ? parsed.data : person,
      clock.now(),
    );
    return account ? ok(toUser(account)) : err(domainError(AUTH_ERRORS.userNotFound));
  };
