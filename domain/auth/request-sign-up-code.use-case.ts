import type { Clock } from '../shared/clock.port.ts';
import type { KeyValueStorage } from '../shared/key-value-storage.port.ts';
import { err, ok, type DomainError, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import { CodeRequestSchema, ONE_TIME_CODE_RULES } from './one-time-codes.ts';
import { advanceSignUp, type SignUpProgress } from './registration-steps.ts';
import type { CooldownError } from './request-code.use-case.ts';
import { loadSignUp, saveSignUp } from './sign-up-progress.ts';

/**
 * Step REGISTER_EMAIL: mails a code and link to the address and remembers it. A cool-down refusal
 * means a code was mailed less than a minute ago, so the code step opens with the time left.
 */
export const requestSignUpCode =
  ({ gateway, storage, clock }: { gateway: AuthGateway; storage: KeyValueStorage; clock: Clock }) =>
  async (input: {
    email: string;
    marketingOptIn?: boolean;
  }): Promise<Result<SignUpProgress, DomainError | CooldownError>> => {
    const parsed = CodeRequestSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const { email } = parsed.data;
    const sent = await gateway.requestVerification(email);
    const now = clock.now();
    let at = now;
    if (!sent.ok) {
      if (!('retryAfterSeconds' in sent.error)) return sent;
      const elapsed = ONE_TIME_CODE_RULES.resendCooldownMs - sent.error.retryAfterSeconds * 1000;
      at = new Date(now.getTime() - Math.max(0, elapsed));
    }
    const stored = loadSignUp(storage);
    const progress = advanceSignUp(stored.progress, { type: 'code_sent', email, at });
    saveSignUp(storage, { progress, marketingOptIn: input.marketingOptIn ?? stored.marketingOptIn });
    return ok(progress);
  };
