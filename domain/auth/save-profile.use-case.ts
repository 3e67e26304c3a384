import type { z } from 'zod';
import type { Result } from '../shared/result.ts';
import type { AccountGateway } from './account-gateway.port.ts';
import { sendChecked } from '../shared/send-checked.ts';
import { ProfileUpdateSchema } from './account-profile.ts';
import type { User } from './user.ts';

/** The account page's profile tab: names, phone, language and marketing consent. */
export const saveProfile =
  ({ account }: { readonly account: AccountGateway }) =>
  (input: z.input<typeof ProfileUpdateSchema>): Promise<Result<User>> =>
    sendChecked(ProfileUpdateSchema, input, (profile) => account.saveProfile(profile));
