import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { AccountRepository } from './account.repository.port.ts';
import { LOGIN_LIMITS, loginLimitKeys } from './account.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import type { PasswordHasher } from './password-hasher.port.ts';
import type { RateLimiter } from './rate-limiter.port.ts';
import { issueSession, type SessionIssuerDeps } from './session-issuer.ts';
import { CredentialsSchema, type TokenPair } from './user.ts';
import { firstIssue } from '../shared/validation.ts';

export interface AuthenticateDeps extends SessionIssuerDeps {
  readonly accounts: AccountRepository;
  readonly hasher: PasswordHasher;
  readonly limiter: RateLimiter;
}

/** A failed login that tells the caller when to try again. */
export interface ThrottledError {
  readonly code: typeof AUTH_ERRORS.tooManyAttempts;
  readonly retryAfterSeconds: number;
  readonly message?: string;
  readonly field?: string;
}

/**
 * Checks email and password. Attempts are counted per client, per account and client, and per
 * account (see `LOGIN_LIMITS`) before the password is checked, so guessing is throttled even for
 * unknown emails; a successful login clears its account-and-client counter.
 */
export const authenticate = (deps: AuthenticateDeps) => {
  const startSession = issueSession(deps);
  return async (
    input: unknown,
    clientKey: string,
    userAgent: string | null = null,
  ): Promise<Result<TokenPair, ReturnType<typeof domainError> | ThrottledError>> => {
    const parsed = CredentialsSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const { email, password } = parsed.data;
    const now = deps.clock.now();
    const keys = loginLimitKeys(email, clientKey);
    for (const [key, rule] of [
      [keys.client, LOGIN_LIMITS.perClient],
      [keys.accountAndClient, LOGIN_LIMITS.perAccountAndClient],
      [keys.account, LOGIN_LIMITS.perAccount],
    ] as const) {
      const verdict = await deps.limiter.hit(key, rule, now);
      if (!verdict.allowed) {
        return err({
          code: AUTH_ERRORS.tooManyAttempts,
          retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
        });
      }
    }
    const account = await deps.accounts.findByEmail(email);
    if (!account) {
      await deps.hasher.dummyVerify(password);
      return err(domainError(AUTH_ERRORS.invalidCredentials));
    }
    if (!(await deps.hasher.verify(account.passwordHash, password)))
      return err(domainError(AUTH_ERRORS.invalidCredentials));
    await deps.limiter.reset(keys.accountAndClient);
    return ok(await startSession({ userId: account.id, businessId: account.businessId }, { userAgent }));
  };
};
