import { ok, type Result } from '../shared/result.ts';
import type { AccountGateway } from './account-gateway.port.ts';
import type { SessionView } from './account-security.ts';

/** The signed-in devices: this one first, then the most recently seen. */
export const loadSessions =
  ({ account }: { readonly account: AccountGateway }) =>
  async (): Promise<Result<SessionView[]>> => {
    const sessions = await account.sessions();
    if (!sessions.ok) return sessions;
    return ok(
      [...sessions.value].sort(
        (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
      ),
    );
  };
