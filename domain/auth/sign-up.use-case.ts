import { err, type Result } from '../shared/result.ts';
import type { AuthClientDeps } from './auth-gateway.port.ts';
import { enterNewAccount } from './new-account-session.ts';
import { RegistrationSchema, type Registration, type User } from './user.ts';
import { firstIssue } from '../shared/validation.ts';

/** Creates the account, keeps its tokens and returns the new (not yet onboarded) user. */
export const signUp =
  (deps: AuthClientDeps) =>
  async (input: Registration): Promise<Result<User>> => {
    const parsed = RegistrationSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    return enterNewAccount(deps, await deps.gateway.register(parsed.data));
  };
