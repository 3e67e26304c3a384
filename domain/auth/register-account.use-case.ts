import { domainError, err, type DomainError, type Result } from '../shared/result.ts';
import type { SecretDigest } from '../shared/secret-digest.port.ts';
import { firstIssue } from '../shared/validation.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import type { ThrottledError } from './authenticate.use-case.ts';
import type { OneTimeCodeRepository } from './one-time-codes.ts';
import { CODE_ERRORS } from './one-time-codes.ts';
import { openAccount, type OpenAccountDeps } from './open-account.use-case.ts';
import { passwordRefusal } from './password-policy.ts';
import type { RateLimiter } from './rate-limiter.port.ts';
import { RegistrationSchema, type RegistrationResult } from './user.ts';
import { spendGrant } from './verify-code.use-case.ts';

export interface RegisterAccountDeps extends OpenAccountDeps {
  readonly codes: OneTimeCodeRepository;
  readonly digest: SecretDigest;
  readonly limiter: RateLimiter;
}

/** Accounts one client may open (issue 22: sign-up was unthrottled). */
export const REGISTRATION_LIMIT = Object.freeze({ limit: 20, windowMs: 60 * 60 * 1000 });

/**
 * Creates a business with its first user and signs them in (`POST /api/auth/register`). The
 * verificationToken proves the address; it is spent only once everything else is right, so a
 * weak password does not cost the user their verification. A client may open 20 accounts an hour.
 */
export const registerAccount = (deps: RegisterAccountDeps) => {
  const open = openAccount(deps);
  const spend = spendGrant(deps);
  return async (
    input: unknown,
    userAgent: string | null = null,
    clientKey = 'unknown',
  ): Promise<Result<RegistrationResult, DomainError | ThrottledError>> => {
    const parsed = RegistrationSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const verdict = await deps.limiter.hit(
      `register:client:${clientKey}`,
      REGISTRATION_LIMIT,
      deps.clock.now(),
    );
    if (!verdict.allowed)
      return err({
        code: AUTH_ERRORS.tooManyAttempts,
        retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
      });
    const { email, password, verificationToken, ...names } = parsed.data;
    const weak = passwordRefusal(password, email);
    if (weak) return err(weak);
    if (await deps.accounts.findByEmail(email))
      return err(domainError(AUTH_ERRORS.emailTaken, undefined, 'email'));
    const proof = await spend('verify_email', verificationToken, email);
    if (!proof.ok)
      return err(
        proof.error.code === CODE_ERRORS.grantOtherAddress
          ? proof.error
          : domainError(CODE_ERRORS.grantInvalid, undefined, 'verificationToken'),
      );
    return open({ email, password, ...names, verifiedAt: deps.clock.now(), userAgent });
  };
};
