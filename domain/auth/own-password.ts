import type { Clock } from '../shared/clock.port.ts';
import { domainError, type DomainError } from '../shared/result.ts';
import { LOGIN_LIMITS, type Account } from './account.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import type { ThrottledError } from './authenticate.use-case.ts';
import type { PasswordHasher } from './password-hasher.port.ts';
import type { RateLimiter } from './rate-limiter.port.ts';

/**
 * Asks a signed-in user for their password again before something that cannot be undone
 * (a new password, deleting the business). Tries are limited per account (10 in 15 minutes,
 * only a signed-in session can make them), so a stolen session cannot be used to guess the
 * password. Null when it is right.
 */
export const ownPasswordRefusal = async (
  deps: { hasher: PasswordHasher; limiter: RateLimiter; clock: Clock },
  account: Account,
  password: string,
  field: string,
): Promise<DomainError | ThrottledError | null> => {
  const key = `password-check:${account.email}`;
  const verdict = await deps.limiter.hit(key, LOGIN_LIMITS.passwordCheck, deps.clock.now());
  if (!verdict.allowed)
    return { code: AUTH_ERRORS.tooManyAttempts, retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000) };
  if (!(await deps.hasher.verify(account.passwordHash, password)))
    return domainError(AUTH_ERRORS.currentPasswordWrong, undefined, field);
  await deps.limiter.reset(key);
  return null;
};
