import { ok, type Result } from '../shared/result.ts';
import type { AuthClientDeps } from './auth-gateway.port.ts';
import type { User } from './user.ts';

/** The signed-in user, or null when there is no session (or it cannot be renewed). */
export const loadCurrentUser =
  ({ gateway, session }: AuthClientDeps) =>
  async (): Promise<Result<User | null>> => {
    if (!session.read()) return ok(null);
    const user = await gateway.me();
    if (user.ok) return user;
    if (!session.read()) return ok(null);
    return user;
  };
