import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import type { SecretDigest } from '../shared/secret-digest.port.ts';
import { firstIssue } from '../shared/validation.ts';
import type { AccountRepository } from './account.repository.port.ts';
import { loginLimitKeys } from './account.ts';
import { ResetPasswordSchema } from './account-security.ts';
import { CODE_ERRORS, type OneTimeCodeRepository } from './one-time-codes.ts';
import type { PasswordHasher } from './password-hasher.port.ts';
import type { RateLimiter } from './rate-limiter.port.ts';
import { passwordRefusal } from './password-policy.ts';
import { passwordChangedNotice } from './security-notice.ts';
import type { SessionRepository } from './session-repository.port.ts';
import { spendGrant } from './verify-code.use-case.ts';

/**
 * Sets a new password with the resetToken a verified reset code gave (`POST
 * /api/auth/verify-password`), and ends every session of the account: whoever knew the old
 * password is signed out, and the account's address is told. A weak password, or the current
 * one, is refused before the token is spent. Whoever resets has shown they read the account's
 * mail, so the login counters of the account (and of this account from `clientKey`) start again:
 * the new password works at once, even after the wrong guesses that sent them to the reset.
 */
export const resetPassword = (deps: {
  accounts: AccountRepository;
  hasher: PasswordHasher;
  sessions: SessionRepository;
  codes: OneTimeCodeRepository;
  digest: SecretDigest;
  clock: Clock;
  limiter: RateLimiter;
  jobs: JobQueue;
}) => {
  const spend = spendGrant(deps);
  return async (input: unknown, clientKey: string): Promise<Result<{ reset: true }>> => {
    const parsed = ResetPasswordSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const weak = passwordRefusal(parsed.data.password);
    if (weak) return err(weak);
    // The current password is refused as on the Security tab, before the proof is spent: the
    // user may still choose another one with it.
    const waiting = await deps.codes.findGrant(
      deps.digest.digest(parsed.data.resetToken),
      'reset_password',
      deps.clock.now(),
    );
    const holder = waiting && (await deps.accounts.findByEmail(waiting.email));
    if (holder && (await deps.hasher.verify(holder.passwordHash, parsed.data.password)))
      return err(domainError('validation.password_unchanged', undefined, 'password'));
    const proof = await spend('reset_password', parsed.data.resetToken);
    if (!proof.ok) return err(domainError(CODE_ERRORS.grantInvalid, undefined, 'resetToken'));
    const account = await deps.accounts.findByEmail(proof.value.email);
    if (!account) return err(domainError(CODE_ERRORS.grantInvalid, undefined, 'resetToken'));
    if (passwordRefusal(parsed.data.password, account.email))
      return err(domainError('validation.password_common', undefined, 'password'));
    await deps.accounts.setPassword(account.id, await deps.hasher.hash(parsed.data.password));
    const now = deps.clock.now();
    await deps.sessions.endAll(account.id, now);
    deps.sessions.forget(account.id);
    await deps.jobs.enqueue([passwordChangedNotice(account.id, now)]);
    const keys = loginLimitKeys(account.email, clientKey);
    await Promise.all([deps.limiter.reset(keys.accountAndClient), deps.limiter.reset(keys.account)]);
    return ok({ reset: true });
  };
};
