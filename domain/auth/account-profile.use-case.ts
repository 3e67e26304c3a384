import { isOwnImage, type UploadRepository } from '../files/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result.ts';
import type { SecretDigest } from '../shared/secret-digest.port.ts';
import { firstIssue } from '../shared/validation.ts';
import { canRole } from '../team/index.ts';
import { BusinessProfileSchema, ProfileUpdateSchema, type BusinessProfileView } from './account-profile.ts';
import { toUser, type Principal } from './account.ts';
import type { AccountRepository } from './account.repository.port.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import type { ThrottledError } from './authenticate.use-case.ts';
import type { OneTimeCodeRepository } from './one-time-codes.ts';
import { emailChangedNotice } from './security-notice.ts';
import type { User } from './user.ts';
import { spendGrant, verifyCode, type VerifyCodeDeps } from './verify-code.use-case.ts';

type Accounts = { accounts: AccountRepository };

/** Saves the profile tab (`PATCH /api/users/me`): names, phone, language, marketing consent. */
export const updateAccountProfile =
  ({ accounts }: Accounts) =>
  async (principal: Principal, input: unknown): Promise<Result<User>> => {
    const parsed = ProfileUpdateSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const account = await accounts.saveProfile(principal.userId, parsed.data);
    return account ? ok(toUser(account)) : err(domainError(AUTH_ERRORS.userNotFound));
  };

/** The business tab's data (`GET /api/business`). */
export const getBusinessProfile =
  ({ accounts }: Accounts) =>
  async (principal: Principal): Promise<Result<BusinessProfileView>> => {
    const profile = await accounts.businessProfile(principal.businessId);
    return profile ? ok(profile) : err(domainError(AUTH_ERRORS.userNotFound));
  };

/** Saves the business tab (`PUT /api/business`); members who may not edit the business are refused. */
export const updateBusinessProfile =
  ({ accounts, uploads }: Accounts & { uploads: Pick<UploadRepository, 'find'> }) =>
  async (principal: Principal, input: unknown): Promise<Result<BusinessProfileView>> => {
    if (!canRole(principal.teamRole, 'business.edit')) return err(domainError('team.forbidden'));
    const parsed = BusinessProfileSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    if (!(await isOwnImage(uploads, principal.businessId, parsed.data.logoUrl)))
      return err(domainError('validation.image_invalid', undefined, 'logoUrl'));
    const saved = await accounts.saveBusinessProfile(principal.businessId, parsed.data);
    return saved ? ok(saved) : err(domainError(AUTH_ERRORS.userNotFound));
  };

/**
 * Moves the account to a new address (`PUT /api/users/me/email`) once the code or link mailed
 * there proves it (asked for with `POST /api/users/me/email`); the address counts as verified.
 * The address it leaves is told, so an owner whose session was taken learns of it there.
 */
export const confirmEmailChange = (
  deps: VerifyCodeDeps & {
    accounts: AccountRepository;
    codes: OneTimeCodeRepository;
    digest: SecretDigest;
    clock: Clock;
    jobs: JobQueue;
  },
) => {
  const verify = verifyCode(deps);
  const spend = spendGrant(deps);
  return async (
    principal: Principal,
    input: unknown,
    clientKey: string,
  ): Promise<Result<User, DomainError | ThrottledError>> => {
    const proved = await verify('change_email', input, clientKey);
    if (!proved.ok) return proved;
    const grant = await spend('change_email', proved.value.token);
    if (!grant.ok) return grant;
    const before = await deps.accounts.findById(principal.userId);
    if (!before) return err(domainError(AUTH_ERRORS.userNotFound));
    const now = deps.clock.now();
    const changed = await deps.accounts.changeEmail(principal.userId, grant.value.email, now);
    if (changed === 'email_taken') return err(domainError(AUTH_ERRORS.emailTaken, undefined, 'email'));
    const account = await deps.accounts.findById(principal.userId);
    if (!account) return err(domainError(AUTH_ERRORS.userNotFound));
    if (before.email.toLowerCase() !== account.email.toLowerCase())
      await deps.jobs.enqueue([emailChangedNotice(account.id, before.email, now)]);
    return ok(toUser(account));
  };
};
