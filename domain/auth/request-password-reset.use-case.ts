import { err, type DomainError, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import { CodeRequestSchema } from './one-time-codes.ts';
import type { CooldownError } from './request-code.use-case.ts';

/** /reset, first step: mails a reset code and link; the answer never tells whether the account exists. */
export const requestPasswordReset =
  ({ gateway }: { gateway: AuthGateway }) =>
  async (input: { email: string }): Promise<Result<{ email: string }, DomainError | CooldownError>> => {
    const parsed = CodeRequestSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    const sent = await gateway.requestReset(parsed.data.email);
    return sent.ok ? { ok: true, value: { email: parsed.data.email } } : sent;
  };
