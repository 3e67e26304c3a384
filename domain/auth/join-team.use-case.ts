import { err, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import { TeamAcceptSchema, type TeamAccept } from '../team/index.ts';
import type { AuthClientDeps } from './auth-gateway.port.ts';
import { enterNewAccount } from './new-account-session.ts';
import { PasswordSchema, type User } from './user.ts';

/**
 * Joins a business through the invitation mail's link (`/signup?invite={token}`): the new account
 * is made and signed in at once, like sign-up, and the joined user is returned.
 */
export const joinTeam =
  (deps: AuthClientDeps) =>
  async (input: TeamAccept): Promise<Result<User>> => {
    const parsed = TeamAcceptSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    // The accept schema takes any password (the server names the rule broken); checking the
    // length here spares a round trip for the common mistake.
    const password = PasswordSchema.safeParse(parsed.data.password);
    if (!password.success) return err({ ...firstIssue(password.error), field: 'password' });
    return enterNewAccount(deps, await deps.gateway.acceptTeamInvitation(parsed.data));
  };
