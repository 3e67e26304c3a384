import type { KeyValueStorage } from '../shared/key-value-storage.port.ts';
import { domainError, err, type Result } from '../shared/result.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import { CODE_ERRORS } from './one-time-codes.ts';
import { advanceSignUp } from './registration-steps.ts';
import type { SessionStore } from './session-store.port.ts';
import { loadSignUp, saveSignUp } from './sign-up-progress.ts';
import { signUp } from './sign-up.use-case.ts';
import type { User } from './user.ts';

/**
 * Step REGISTER_PASSWORD: creates the account with the stored verification (or the one a link
 * on another device just gave, with the address typed there) and signs in.
 */
export const completeSignUp =
  ({
    gateway,
    session,
    storage,
  }: {
    gateway: AuthGateway;
    session: SessionStore;
    storage: KeyValueStorage;
  }) =>
  async (input: {
    password: string;
    firstName?: string;
    lastName?: string;
    email?: string;
    verificationToken?: string;
  }): Promise<Result<User>> => {
    const stored = loadSignUp(storage);
    const email = stored.progress.email ?? input.email ?? '';
    const verificationToken = input.verificationToken ?? stored.progress.verification?.token;
    if (!verificationToken) return err(domainError(CODE_ERRORS.grantInvalid));
    const result = await signUp({ gateway, session })({
      email,
      password: input.password,
      verificationToken,
      ...(input.firstName ? { firstName: input.firstName } : {}),
      ...(input.lastName ? { lastName: input.lastName } : {}),
      marketingOptIn: stored.marketingOptIn,
    });
    if (result.ok && stored.progress.verification)
      saveSignUp(storage, {
        ...stored,
        progress: advanceSignUp(stored.progress, { type: 'account_created' }),
      });
    return result;
  };
