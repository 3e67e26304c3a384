import type { Result } from '../shared/result.ts';
import type { AccountGateway } from './account-gateway.port.ts';
import { sendChecked } from '../shared/send-checked.ts';
import { CodeRequestSchema } from './one-time-codes.ts';

/** Mails a code and a link to the new address; the address changes only once one comes back. */
export const startEmailChange =
  ({ account }: { readonly account: AccountGateway }) =>
  (email: string): Promise<Result<void>> =>
    sendChecked(CodeRequestSchema, { email }, (request) => account.requestEmailChange(request.email));
