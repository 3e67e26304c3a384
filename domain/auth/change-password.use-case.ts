import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import { firstIssue } from '../shared/validation.ts';
import type { Principal } from './account.ts';
import type { AccountRepository } from './account.repository.port.ts';
import { ChangePasswordSchema } from './account-security.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import type { ThrottledError } from './authenticate.use-case.ts';
import type { PasswordHasher } from './password-hasher.port.ts';
import { ownPasswordRefusal } from './own-password.ts';
import { passwordRefusal } from './password-policy.ts';
import { passwordChangedNotice } from './security-notice.ts';
import type { RateLimiter } from './rate-limiter.port.ts';
import type { SessionRepository } from './session-repository.port.ts';

/**
 * Changes the signed-in user's password (`PUT /api/users/me/password`): the current password is
 * required (a borrowed, unlocked laptop is not enough) and counted like log-in attempts; every
 * other session ends, this one stays, and the account's address is told of the change.
 */
export const changePassword =
  (deps: {
    accounts: AccountRepository;
    hasher: PasswordHasher;
    sessions: SessionRepository;
    limiter: RateLimiter;
    clock: Clock;
    jobs: JobQueue;
  }) =>
  async (
    principal: Principal,
    input: unknown,
  ): Promise<Result<{ endedSessions: number }, ReturnType<typeof domainError> | ThrottledError>> => {
    const parsed = ChangePasswordSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const account = await deps.accounts.findById(principal.userId);
    if (!account) return err(domainError(AUTH_ERRORS.userNotFound));
    const refused = await ownPasswordRefusal(deps, account, parsed.data.currentPassword, 'currentPassword');
    if (refused) return err(refused);
    const now = deps.clock.now();
    const weak = passwordRefusal(parsed.data.newPassword, account.email);
    if (weak) return err({ ...weak, field: 'newPassword' });
    await deps.accounts.setPassword(account.id, await deps.hasher.hash(parsed.data.newPassword));
    const endedSessions = await deps.sessions.endAll(account.id, now, principal.sessionId);
    await deps.jobs.enqueue([passwordChangedNotice(account.id, now)]);
    return ok({ endedSessions });
  };
