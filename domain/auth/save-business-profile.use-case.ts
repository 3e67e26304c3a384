import type { z } from 'zod';
import type { Result } from '../shared/result.ts';
import type { AccountGateway } from './account-gateway.port.ts';
import { sendChecked } from '../shared/send-checked.ts';
import { BusinessProfileSchema, type BusinessProfileView } from './account-profile.ts';

/** Saves the business tab (owners and admins; the server refuses staff with `team.forbidden`). */
export const saveBusinessProfile =
  ({ account }: { readonly account: AccountGateway }) =>
  (input: z.input<typeof BusinessProfileSchema>): Promise<Result<BusinessProfileView>> =>
    sendChecked(BusinessProfileSchema, input, (business) => account.saveBusiness(business));
