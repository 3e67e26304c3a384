import type { Clock } from '../shared/clock.port.ts';
import { ok, type Result } from '../shared/result.ts';
import type { RefreshTokenStore } from './refresh-token-store.port.ts';

export interface RevokeSessionDeps {
  readonly refreshTokens: RefreshTokenStore;
  readonly clock: Clock;
}

/** Logs out one device: its refresh token stops working. Unknown tokens are ignored. */
export const revokeSession =
  ({ refreshTokens, clock }: RevokeSessionDeps) =>
  async (refreshToken: string): Promise<Result<void>> => {
    await refreshTokens.revoke(refreshToken, clock.now());
    return ok(undefined);
  };
