import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import type { JobQueue } from '../shared/job-queue.port.ts';
import type { RateLimiter } from './rate-limiter.port.ts';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import {
  CODE_ERRORS,
  CODE_MAIL_JOB,
  CodeRequestSchema,
  ONE_TIME_CODE_RULES,
  type CodePurpose,
  type OneTimeCodeRepository,
} from './one-time-codes.ts';

/** A refused re-send, with when to try again. */
export interface CooldownError extends DomainError {
  readonly retryAfterSeconds: number;
}

/**
 * Asks for a code and link by mail (email verification, password reset). The answer is the
 * same whether or not an account uses the address — the mail job decides what to write — so
 * nobody learns who has an account; only the re-send cool-down, per address, is told, and a
 * limit per client.
 */
export const requestCode =
  (deps: {
    codes: OneTimeCodeRepository;
    jobs: JobQueue;
    limiter: RateLimiter;
    ids: IdGenerator;
    clock: Clock;
  }) =>
  async (
    purpose: CodePurpose,
    input: unknown,
    language: string,
    clientKey: string,
  ): Promise<Result<{ sent: true }, DomainError | CooldownError>> => {
    const parsed = CodeRequestSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const { email } = parsed.data;
    const now = deps.clock.now();
    // Per client too, whatever the addresses: no mass sign-ups, no mail bombing from one place.
    const verdict = await deps.limiter.hit(
      `code-request:${clientKey}`,
      ONE_TIME_CODE_RULES.requestsPerClient,
      now,
    );
    if (!verdict.allowed)
      return err({
        ...domainError('http.too_many_requests'),
        retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
      });
    const last = await deps.codes.latest(email, purpose);
    const wait = last ? last.createdAt.getTime() + ONE_TIME_CODE_RULES.resendCooldownMs - now.getTime() : 0;
    if (wait > 0)
      return err({ ...domainError(CODE_ERRORS.cooldown), retryAfterSeconds: Math.ceil(wait / 1000) });
    const id = deps.ids.id();
    await deps.codes.insert({
      id,
      purpose,
      email,
      language,
      createdAt: now,
      codeDigest: null,
      linkDigest: null,
      usedAt: null,
    });
    await deps.jobs.enqueue([{ type: CODE_MAIL_JOB, payload: { id } }]);
    return ok({ sent: true });
  };
