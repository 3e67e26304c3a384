import { ok, type Result } from '../shared/result.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import type { SessionStore } from './session-store.port.ts';
import type { User } from './user.ts';

export interface LoadCurrentUserDeps {
  readonly gateway: AuthGateway;
  readonly session: SessionStore;
}

/** The signed-in user, or null when there is no session (or it cannot be renewed). */
export const loadCurrentUser =
  ({ gateway, session }: LoadCurrentUserDeps) =>
  async (): Promise<Result<User | null>> => {
    if (!session.read()) return ok(null);
    const user = await gateway.me();
    if (user.ok) return user;
    if (!session.read()) return ok(null);
    return user;
  };
