import { domainError, type DomainError } from '../shared/result.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * What the server adds to the length rule of a new password: not one of the common passwords,
 * and not the account's own email address. Kept out of the zod schema so that the list stays
 * on the server (the browser's bundle does not carry it; the form shows the server's answer).
 */
export const passwordRefusal = (password: string, email?: string): DomainError | null => {
  const folded = password.trim().toLowerCase();
  if (isCommonPassword(folded) || (email !== undefined && folded === email.toLowerCase()))
    return domainError('validation.password_common', undefined, 'password');
  return null;
};
