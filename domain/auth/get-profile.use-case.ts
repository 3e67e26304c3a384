import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { AccountRepository } from './account.repository.port.ts';
import { toUser } from './account.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import type { User } from './user.ts';

/** The signed-in user's profile. */
export const getProfile =
  ({ accounts }: { readonly accounts: AccountRepository }) =>
  async (userId: string): Promise<Result<User>> => {
    const account = await accounts.findById(userId);
    return account ? ok(toUser(account)) : err(domainError(AUTH_ERRORS.userNotFound));
  };
