import { ok, type Result } from '../shared/result.ts';
import type { AuthClientDeps } from './auth-gateway.port.ts';

/**
 * Revokes the refresh token on the server and always clears the local session: a user
 * who asks to log out must end up logged out on this device even when the server is
 * unreachable. The server failure is still returned so the UI can say so.
 */
export const logOut =
  ({ gateway, session }: AuthClientDeps) =>
  async (): Promise<Result<void>> => {
    const tokens = session.read();
    session.clear();
    if (!tokens) return ok(undefined);
    return gateway.logout(tokens.refresh_token);
  };
