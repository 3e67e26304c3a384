/** The outcome of presenting a refresh token. */
export type RefreshTokenUse =
  | { readonly kind: 'valid'; readonly userId: string; readonly familyId: string }
  | { readonly kind: 'reused'; readonly userId: string; readonly familyId: string }
  | { readonly kind: 'invalid' };

/**
 * Opaque refresh tokens, stored hashed. `consume` must mark the token used in one
 * conditional statement, so two concurrent uses can never both succeed, and only while the
 * token's session (its family) has not ended. `reused` is a token presented after its use; a
 * revoked one never used (its session logged out) is `invalid`.
 */
export interface RefreshTokenStore {
  issue(token: {
    userId: string;
    familyId: string;
    secret: string;
    expiresAt: Date;
    createdAt: Date;
  }): Promise<void>;
  consume(secret: string, now: Date): Promise<RefreshTokenUse>;
  revokeFamily(familyId: string, now: Date): Promise<void>;
  /** Revokes one token; whose it was (its user and session), or null for an unknown token. */
  revoke(secret: string, now: Date): Promise<{ userId: string; familyId: string } | null>;
}
