import type { Clock } from '../shared/clock.port.ts';
import type { ClockAndIds } from '../shared/id-generator.port.ts';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result.ts';
import type { SecretDigest } from '../shared/secret-digest.port.ts';
import { sameSecret } from '../shared/secrets.ts';
import { firstIssue } from '../shared/validation.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import type { ThrottledError } from './authenticate.use-case.ts';
import {
  CODE_ERRORS,
  CodeProofSchema,
  ONE_TIME_CODE_RULES,
  type CodePurpose,
  type OneTimeCodeRecord,
  type OneTimeCodeRepository,
} from './one-time-codes.ts';
import type { RateLimiter } from './rate-limiter.port.ts';

export interface VerifyCodeDeps extends ClockAndIds {
  readonly codes: OneTimeCodeRepository;
  readonly limiter: RateLimiter;
  readonly digest: SecretDigest;
}

/** The digest a code is kept as: salted with its request's id, so equal codes differ. */
export const codeDigestOf = (digest: SecretDigest, recordId: string, code: string): string =>
  digest.digest(`${recordId}:${code}`);

const secretMatches = (
  deps: VerifyCodeDeps,
  record: OneTimeCodeRecord,
  proof: { code?: string; b?: string },
) => {
  if (proof.code !== undefined)
    return (
      record.codeDigest !== null &&
      sameSecret(record.codeDigest, codeDigestOf(deps.digest, record.id, proof.code))
    );
  return (
    record.linkDigest !== null &&
    proof.b !== undefined &&
    sameSecret(record.linkDigest, deps.digest.digest(proof.b))
  );
};

/**
 * Checks a code (`{email, code}`) or the mail's link (`{a, b}`) and hands out a one-time proof
 * (the verificationToken or resetToken) that registering or resetting spends. Attempts are
 * counted per address and per client before anything is checked; while a limit is in force
 * every attempt is refused, right or wrong, so a code cannot be guessed by retrying. A code
 * or link works once and only within its lifetime.
 */
export const verifyCode =
  (deps: VerifyCodeDeps) =>
  async (
    purpose: CodePurpose,
    input: unknown,
    clientKey: string,
  ): Promise<Result<{ token: string; email: string }, DomainError | ThrottledError>> => {
    const parsed = CodeProofSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const proof = parsed.data;
    const record =
      'email' in proof ? await deps.codes.latest(proof.email, purpose) : await deps.codes.findById(proof.a);
    const now = deps.clock.now();
    const addressKey = `code:${purpose}:${'email' in proof ? proof.email : (record?.email ?? proof.a)}`;
    for (const [key, rule] of [
      [`code:client:${clientKey}`, ONE_TIME_CODE_RULES.perClient],
      [addressKey, ONE_TIME_CODE_RULES.perAddress],
    ] as const) {
      const verdict = await deps.limiter.hit(key, rule, now);
      if (!verdict.allowed)
        return err({
          code: AUTH_ERRORS.tooManyAttempts,
          retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
        });
    }
    // Only the newest mail of an address counts: a re-send replaces what came before.
    const newest = record && (await deps.codes.latest(record.email, purpose));
    if (!record || newest?.id !== record.id || record.usedAt || !secretMatches(deps, record, proof))
      return err(domainError(CODE_ERRORS.invalid, undefined, 'email' in proof ? 'code' : undefined));
    const lifetime = 'email' in proof ? ONE_TIME_CODE_RULES.codeTtlMs : ONE_TIME_CODE_RULES.linkTtlMs;
    if (now.getTime() >= record.createdAt.getTime() + lifetime) return err(domainError(CODE_ERRORS.expired));
    if (!(await deps.codes.consume(record.id, now))) return err(domainError(CODE_ERRORS.invalid));
    await deps.limiter.reset(addressKey);
    const token = deps.ids.secret();
    await deps.codes.insertGrant({
      tokenDigest: deps.digest.digest(token),
      purpose,
      email: record.email,
      expiresAt: new Date(now.getTime() + ONE_TIME_CODE_RULES.grantTtlMs),
    });
    return ok({ token, email: record.email });
  };

/**
 * Spends a proof (registering spends a verificationToken): the address it proves, or why not.
 * With `email`, only a proof of that address is spent: a typo in the address must not cost the
 * user their verification, so it is refused as another address and the proof stays.
 */
export const spendGrant =
  (deps: { codes: OneTimeCodeRepository; digest: SecretDigest; clock: Clock }) =>
  async (purpose: CodePurpose, token: string, email?: string): Promise<Result<{ email: string }>> => {
    const digest = deps.digest.digest(token);
    const now = deps.clock.now();
    const grant = await deps.codes.takeGrant(digest, purpose, now, email);
    if (grant) return ok({ email: grant.email });
    if (email && (await deps.codes.findGrant(digest, purpose, now)))
      return err(domainError(CODE_ERRORS.grantOtherAddress, undefined, 'email'));
    return err(domainError(CODE_ERRORS.grantInvalid));
  };
