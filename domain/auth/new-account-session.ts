import { ok, type Result } from '../shared/result.ts';
import type { AuthClientDeps } from './auth-gateway.port.ts';
import type { RegistrationResult, User } from './user.ts';

/**
 * Signs the browser in as an account just made (sign-up, joining a team): keeps its tokens and
 * loads its user. A refusal comes back as it is.
 */
export const enterNewAccount = async (
  { gateway, session }: AuthClientDeps,
  opened: Result<RegistrationResult>,
): Promise<Result<User>> => {
  if (!opened.ok) return opened;
  session.write({ access_token: opened.value.access_token, refresh_token: opened.value.refresh_token });
  const user = await gateway.me();
  return user.ok ? ok(user.value) : user;
};
