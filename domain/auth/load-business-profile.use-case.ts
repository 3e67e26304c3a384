import type { Result } from '../shared/result.ts';
import type { AccountGateway } from './account-gateway.port.ts';
import type { BusinessProfileView } from './account-profile.ts';

/** The business tab's data: name, type, logo, address and defaults. */
export const loadBusinessProfile =
  ({ account }: { readonly account: AccountGateway }) =>
  (): Promise<Result<BusinessProfileView>> =>
    account.business();
