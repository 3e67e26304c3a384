import { err, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import { ResetPasswordSchema } from './account-security.ts';
import type { AuthGateway } from './auth-gateway.port.ts';

/** /reset, last step: sets the new password; the server ends every session of the account. */
export const chooseNewPassword =
  ({ gateway }: { gateway: AuthGateway }) =>
  async (input: { resetToken: string; password: string }): Promise<Result<void>> => {
    const parsed = ResetPasswordSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    return gateway.setNewPassword(parsed.data);
  };
