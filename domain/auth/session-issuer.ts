import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import type { AccessTokenService } from './access-token.port.ts';
import { SESSION_POLICY, type Principal } from './account.ts';
import type { RefreshTokenStore } from './refresh-token-store.port.ts';
import type { TokenPair } from './user.ts';

export interface SessionIssuerDeps {
  readonly accessTokens: AccessTokenService;
  readonly refreshTokens: RefreshTokenStore;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/** Issues an access token and a refresh token; a rotation keeps the family of the old one. */
export const issueSession =
  ({ accessTokens, refreshTokens, ids, clock }: SessionIssuerDeps) =>
  async (principal: Principal, familyId: string = ids.id()): Promise<TokenPair> => {
    const now = clock.now();
    const secret = ids.secret();
    await refreshTokens.issue({
      userId: principal.userId,
      familyId,
      secret,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_POLICY.refreshTokenDays * 86_400_000),
    });
    return { access_token: await accessTokens.issue(principal), refresh_token: secret };
  };
