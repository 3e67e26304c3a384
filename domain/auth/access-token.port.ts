import type { Principal } from './account.ts';

/** Signs and checks the short-lived access tokens. */
export interface AccessTokenService {
  issue(principal: Principal): Promise<string>;
  /** The principal, or null for a bad, foreign or expired token. */
  verify(token: string): Promise<Principal | null>;
}
