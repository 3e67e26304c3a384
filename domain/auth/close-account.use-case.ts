import type { Result } from '../shared/result.ts';
import type { AccountGateway } from './account-gateway.port.ts';
import { DeleteAccountSchema, type AccountDeleted } from './account-data.ts';
import { sendChecked } from '../shared/send-checked.ts';
import type { SessionStore } from './session-store.port.ts';

/**
 * Deletes the business and everything in it (owners only), then forgets this device's session:
 * the server has already ended it along with the account.
 */
export const closeAccount =
  ({ account, session }: { readonly account: AccountGateway; readonly session: SessionStore }) =>
  async (password: string): Promise<Result<AccountDeleted>> => {
    const deleted = await sendChecked(DeleteAccountSchema, { password }, (input) =>
      account.deleteAccount(input.password),
    );
    if (deleted.ok) session.clear();
    return deleted;
  };
