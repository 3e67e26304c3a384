import type { Result } from '../shared/result.ts';
import type { AccountGateway } from './account-gateway.port.ts';

/** Ends one other device's session (its next refresh fails). */
export const logOutDevice =
  ({ account }: { readonly account: AccountGateway }) =>
  (sessionId: string): Promise<Result<void>> =>
    account.endSession(sessionId);
