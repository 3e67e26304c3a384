import type { ClockAndIds } from '../shared/id-generator.port.ts';
import type { AccessTokenService } from './access-token.port.ts';
import { SESSION_POLICY } from './account.ts';
import type { RefreshTokenStore } from './refresh-token-store.port.ts';
import type { SessionRepository } from './session-repository.port.ts';
import type { TokenPair } from './user.ts';

export interface SessionIssuerDeps extends ClockAndIds {
  readonly accessTokens: AccessTokenService;
  readonly refreshTokens: RefreshTokenStore;
  readonly sessions: SessionRepository;
}

/**
 * Issues an access token and a refresh token. Without a session id it opens a new session (a
 * log-in); with one it renews that session (a refresh keeps the family of the old token).
 */
export const issueSession =
  ({ accessTokens, refreshTokens, sessions, ids, clock }: SessionIssuerDeps) =>
  async (
    account: { userId: string; businessId: string },
    session: { id?: string; userAgent?: string | null } = {},
  ): Promise<TokenPair> => {
    const now = clock.now();
    const sessionId = session.id ?? ids.id();
    if (session.id) await sessions.touch(sessionId, now);
    else
      await sessions.open({
        id: sessionId,
        userId: account.userId,
        userAgent: session.userAgent ?? null,
        at: now,
      });
    const secret = ids.secret();
    await refreshTokens.issue({
      userId: account.userId,
      familyId: sessionId,
      secret,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_POLICY.refreshTokenDays * 86_400_000),
    });
    return {
      access_token: await accessTokens.issue({ ...account, sessionId }),
      refresh_token: secret,
    };
  };
