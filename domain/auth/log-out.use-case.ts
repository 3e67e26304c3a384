import { ok, type Result } from '../shared/result.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import type { SessionStore } from './session-store.port.ts';

export interface LogOutDeps {
  readonly gateway: AuthGateway;
  readonly session: SessionStore;
}

/**
 * Revokes the refresh token on the server and always clears the local session: a user
 * who asks to log out must end up logged out on this device even when the server is
 * unreachable. The server failure is still returned so the UI can say so.
 */
export const logOut =
  ({ gateway, session }: LogOutDeps) =>
  async (): Promise<Result<void>> => {
    const tokens = session.read();
    session.clear();
    if (!tokens) return ok(undefined);
    return gateway.logout(tokens.refresh_token);
  };
