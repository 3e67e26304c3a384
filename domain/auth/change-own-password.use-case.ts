import type { Result } from '../shared/result.ts';
import type { AccountGateway } from './account-gateway.port.ts';
import { sendChecked } from '../shared/send-checked.ts';
import { ChangePasswordSchema } from './account-security.ts';

/** Changes the password; the server ends every other session, and says how many. */
export const changeOwnPassword =
  ({ account }: { readonly account: AccountGateway }) =>
  (input: { currentPassword: string; newPassword: string }): Promise<Result<{ endedSessions: number }>> =>
    sendChecked(ChangePasswordSchema, input, (change) => account.changePassword(change));
