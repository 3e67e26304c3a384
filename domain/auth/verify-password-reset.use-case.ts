import { err, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import { ResetProofSchema } from './one-time-codes.ts';

/** /reset, second step: the mailed code for the address, or the mail's link, gives a resetToken. */
export const verifyPasswordReset =
  ({ gateway }: { gateway: AuthGateway }) =>
  async (
    input: { readonly email: string; readonly otp: string } | { readonly a: string; readonly b: string },
  ): Promise<Result<{ resetToken: string }>> => {
    const parsed = ResetProofSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    return gateway.verifyReset(parsed.data);
  };
