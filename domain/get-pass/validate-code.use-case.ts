import { z } from 'zod';
import type { RateLimiter } from '../auth/index.ts';
import type { CardRepository } from '../cards/index.ts';
import type { Clock } from '../shared/clock.port.ts';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result.ts';
import type { PassHolderRepository } from '../wallet/index.ts';
import { CODE_ATTEMPT_LIMITS, GET_PASS_ERRORS } from './get-pass-errors.ts';

export interface ValidateCodeDeps {
  readonly cards: CardRepository;
  readonly holders: PassHolderRepository;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
}

/** A code as the customer enters it on the get-pass page. */
export const ValidateCodeInputSchema = z.object({
  cardId: z.string().min(1).max(64),
  validationCode: z.string().min(1).max(32),
});

export type ValidateCodeError = DomainError & { readonly retryAfterSeconds?: number };

/**
 * A customer enters their validation code on the get-pass page (public). A right, unexpired,
 * unused code is marked used in one conditional statement and answers the holder token for the
 * next steps; a used code answers the same token until the pass is installed or downloaded.
 * Wrong tries are limited per card and client and per client (requirements §11, issue 6: 5 and
 * 20 per 10 minutes), then 429 with Retry-After.
 */
export const validateCode =
  ({ cards, holders, limiter, clock }: ValidateCodeDeps) =>
  async (
    input: { cardId?: unknown; validationCode?: unknown },
    clientKey: string,
  ): Promise<Result<{ token: string }, ValidateCodeError>> => {
    const cardId = typeof input.cardId === 'string' ? input.cardId.trim() : '';
    // Codes are read out and copied in groups ("VJWC ZMGQ", "VJWC-ZMGQ"): the separators are not part of them.
    const code =
      typeof input.validationCode === 'string'
        ? input.validationCode.replace(/[\s-]/g, '').toUpperCase()
        : '';
    if (!cardId) return err(domainError('validation.required', undefined, 'cardId'));
    if (!code) return err(domainError('validation.required', undefined, 'validationCode'));
    const card = await cards.findPublished(cardId);
    if (!card) return err(domainError(GET_PASS_ERRORS.cardNotFound));
    const now = clock.now();
    const keys = [
      [`code:${card.id}:${clientKey}`, CODE_ATTEMPT_LIMITS.perCode],
      [`code:${clientKey}`, CODE_ATTEMPT_LIMITS.perClient],
    ] as const;
    const throttled = (retryAfterMs: number): Result<never, ValidateCodeError> =>
      err({
        ...domainError(GET_PASS_ERRORS.tooManyAttempts),
        retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
      });
    // While a limit is in force every attempt is refused, the right code too: otherwise the
    // limit would only slow a guesser down, not stop them (issue 22).
    for (const [key, rule] of keys) {
      const verdict = await limiter.peek(key, rule, now);
      if (!verdict.allowed) return throttled(verdict.retryAfterMs);
    }
    const wrong = async (code: string): Promise<Result<never, ValidateCodeError>> => {
      for (const [key, rule] of keys) {
        const verdict = await limiter.hit(key, rule, now);
        if (!verdict.allowed) return throttled(verdict.retryAfterMs);
      }
      return err(domainError(code, undefined, 'validationCode'));
    };
    const holder = await holders.findByCode(card.id, code);
    if (!holder) return wrong(GET_PASS_ERRORS.codeInvalid);
    const hours = card.content.validation.codeExpirationHours;
    if (
      hours !== null &&
      holder.codeIssuedAt &&
      now.getTime() > holder.codeIssuedAt.getTime() + hours * 3_600_000
    )
      return err(domainError(GET_PASS_ERRORS.codeExpired, undefined, 'validationCode'));
    const validated = await holders.markValidated(holder.id, code, now);
    if (validated) return ok({ token: validated.authenticationToken });
    // Used already, but the pass was never taken (opened on one phone, left, opened again in
    // another browser): the same pass again, so the customer the business made is not left for a
    // new, empty one. Once the pass is in a wallet or downloaded, the code is spent.
    const used = await holders.findByCode(card.id, code);
    if (used?.validatedAt && !used.installedAt && !used.downloadedAt)
      return ok({ token: used.authenticationToken });
    return err(domainError(GET_PASS_ERRORS.codeUsed, undefined, 'validationCode'));
  };
