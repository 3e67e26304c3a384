import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { Clock } from '../shared/clock.port.ts';
import { SESSION_POLICY, type Principal } from './account.ts';
import { describeUserAgent, type SessionView } from './account-security.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import type { SessionRepository } from './session-repository.port.ts';

type Deps = { sessions: SessionRepository; clock: Clock };

/** The signed-in user's live sessions (`GET /api/auth/sessions`), this one marked `current`. */
export const listSessions =
  ({ sessions, clock }: Deps) =>
  async (principal: Principal): Promise<SessionView[]> => {
    const since = new Date(clock.now().getTime() - SESSION_POLICY.refreshTokenDays * 86_400_000);
    const live = await sessions.listLive(principal.userId, since);
    return live.map((s) => ({
      id: s.id,
      ...describeUserAgent(s.userAgent),
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === principal.sessionId,
    }));
  };

/** Ends one of the user's sessions (`DELETE /api/auth/sessions/{id}`); another user's is not found. */
export const endSession =
  ({ sessions, clock }: Deps) =>
  async (principal: Principal, id: string): Promise<Result<{ ended: number }>> =>
    (await sessions.end(principal.userId, id, clock.now()))
      ? ok({ ended: 1 })
      : err(domainError(AUTH_ERRORS.sessionNotFound));

/** Ends every session of the user but this one (`DELETE /api/auth/sessions`: log out everywhere else). */
export const endOtherSessions =
  ({ sessions, clock }: Deps) =>
  async (principal: Principal): Promise<{ ended: number }> => ({
    ended: await sessions.endAll(principal.userId, clock.now(), principal.sessionId),
  });
