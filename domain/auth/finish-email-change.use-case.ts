import type { Result } from '../shared/result.ts';
import type { AccountGateway } from './account-gateway.port.ts';
import { sendChecked } from '../shared/send-checked.ts';
import { CodeProofSchema } from './one-time-codes.ts';
import type { User } from './user.ts';

/** Moves the account to the new address with the mailed code (`{email, code}`) or link (`{a, b}`). */
export const finishEmailChange =
  ({ account }: { readonly account: AccountGateway }) =>
  (proof: { email: string; code: string } | { a: string; b: string }): Promise<Result<User>> =>
    sendChecked(CodeProofSchema, proof, (checked) => account.confirmEmailChange(checked));
