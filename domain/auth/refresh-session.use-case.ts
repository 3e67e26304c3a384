import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { AccountRepository } from './account.repository.port.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import { issueSession, type SessionIssuerDeps } from './session-issuer.ts';
import type { TokenPair } from './user.ts';

export interface RefreshSessionDeps extends SessionIssuerDeps {
  readonly accounts: AccountRepository;
}

/**
 * Rotates a refresh token. A token that was already used means it leaked (or a client
 * replayed it): its session ends, so the thief's newer token dies too.
 */
export const refreshSession = (deps: RefreshSessionDeps) => {
  const startSession = issueSession(deps);
  return async (refreshToken: string): Promise<Result<TokenPair>> => {
    const now = deps.clock.now();
    const use = await deps.refreshTokens.consume(refreshToken, now);
    if (use.kind === 'reused') {
      await deps.sessions.end(use.userId, use.familyId, now);
      return err(domainError(AUTH_ERRORS.refreshTokenReused));
    }
    if (use.kind === 'invalid') return err(domainError(AUTH_ERRORS.refreshTokenInvalid));
    const account = await deps.accounts.findById(use.userId);
    if (!account) return err(domainError(AUTH_ERRORS.refreshTokenInvalid));
    return ok(
      await startSession({ userId: account.id, businessId: account.businessId }, { id: use.familyId }),
    );
  };
};
