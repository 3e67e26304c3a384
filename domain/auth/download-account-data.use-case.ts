import { ok, type Result } from '../shared/result.ts';
import type { AccountGateway } from './account-gateway.port.ts';

/** The name of the archive when the server names none. */
export const ACCOUNT_EXPORT_FILE = 'passdeck-export.zip';

/** Every record of the business as one zip archive (owners and admins). */
export const downloadAccountData =
  ({ account }: { readonly account: AccountGateway }) =>
  async (): Promise<Result<{ fileName: string; bytes: Uint8Array }>> => {
    const file = await account.exportData();
    if (!file.ok) return file;
    return ok({ fileName: file.value.fileName || ACCOUNT_EXPORT_FILE, bytes: file.value.bytes });
  };
