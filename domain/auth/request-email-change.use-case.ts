import { domainError, err } from '../shared/result.ts';
import type { Principal } from './account.ts';
import type { AccountRepository } from './account.repository.port.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import { CodeRequestSchema } from './one-time-codes.ts';
import { requestCode } from './request-code.use-case.ts';

/**
 * `POST /api/users/me/email`: mails a code to the new address, like any code request. The
 * account's own address is refused instead: its mail job writes nothing to an address that has an
 * account, so "a code was sent" would not be true.
 */
export const requestEmailChange = (
  deps: Parameters<typeof requestCode>[0] & { readonly accounts: AccountRepository },
) => {
  const request = requestCode(deps);
  return async (principal: Principal, input: unknown, language: string, clientKey: string) => {
    const parsed = CodeRequestSchema.safeParse(input);
    if (parsed.success) {
      const account = await deps.accounts.findById(principal.userId);
      if (account?.email.toLowerCase() === parsed.data.email.toLowerCase())
        return err(domainError(AUTH_ERRORS.emailUnchanged, undefined, 'email'));
    }
    return request('change_email', input, language, clientKey);
  };
};
