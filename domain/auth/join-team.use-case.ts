import { err, ok, type Result } from '../shared/result.ts';
import { firstIssue } from '../shared/validation.ts';
import { TeamAcceptSchema, type TeamAccept } from '../team/index.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import type { SessionStore } from './session-store.port.ts';
import { PasswordSchema, type User } from './user.ts';

export interface JoinTeamDeps {
  readonly gateway: AuthGateway;
  readonly session: SessionStore;
}

/**
 * Joins a business through the invitation mail's link (`/signup?invite={token}`): the new account
 * is made and signed in at once, like sign-up, and the joined user is returned.
 */
export const joinTeam =
  ({ gateway, session }: JoinTeamDeps) =>
  async (input: TeamAccept): Promise<Result<User>> => {
    const parsed = TeamAcceptSchema.safeParse(input);
    if (!parsed.success) return err(firstIssue(parsed.error));
    // The accept schema takes any password (the server names the rule broken); checking the
    // length here spares a round trip for the common mistake.
    const password = PasswordSchema.safeParse(parsed.data.password);
    if (!password.success) return err({ ...firstIssue(password.error), field: 'password' });
    const joined = await gateway.acceptTeamInvitation(parsed.data);
    if (!joined.ok) return joined;
    session.write({ access_token: joined.value.access_token, refresh_token: joined.value.refresh_token });
    const user = await gateway.me();
    return user.ok ? ok(user.value) : user;
  };
