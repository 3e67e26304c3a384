import type { Result } from '../shared/result.ts';
import type { AccountGateway } from './account-gateway.port.ts';

/** Ends every session but this device's; how many ended. */
export const logOutOtherDevices =
  ({ account }: { readonly account: AccountGateway }) =>
  (): Promise<Result<{ ended: number }>> =>
    account.endOtherSessions();
