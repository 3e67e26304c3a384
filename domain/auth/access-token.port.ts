import type { SessionClaims } from './account.ts';

/** Signs and checks the short-lived access tokens. */
export interface AccessTokenService {
  issue(claims: SessionClaims): Promise<string>;
  /** The claims, or null for a bad, foreign or expired token. */
  verify(token: string): Promise<SessionClaims | null>;
}
