import type { Clock } from '../shared/clock.port.ts';
import { ok, type Result } from '../shared/result.ts';
import type { RefreshTokenStore } from './refresh-token-store.port.ts';
import type { SessionRepository } from './session-repository.port.ts';

export interface RevokeSessionDeps {
  readonly refreshTokens: RefreshTokenStore;
  readonly sessions: SessionRepository;
  readonly clock: Clock;
}

/**
 * Logs out one device (`POST /api/auth/logout`): its session ends, so neither its refresh
 * token nor, within seconds, its access token works. Unknown tokens are ignored.
 */
export const revokeSession =
  ({ refreshTokens, sessions, clock }: RevokeSessionDeps) =>
  async (refreshToken: string): Promise<Result<void>> => {
    const now = clock.now();
    const owner = await refreshTokens.revoke(refreshToken, now);
    if (owner) await sessions.end(owner.userId, owner.familyId, now);
    return ok(undefined);
  };
