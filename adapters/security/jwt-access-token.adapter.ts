import { SignJWT, jwtVerify } from 'jose';
import { SESSION_POLICY, type AccessTokenService } from '#domain/auth/index.ts';

const ISSUER = 'passdeck';
const AUDIENCE = 'passdeck-api';

/** HS256 access tokens. The key is shared by every instance (environment or database). */
export const createJwtAccessTokens = (
  secret: string,
  lifetimeSeconds = SESSION_POLICY.accessTokenSeconds,
): AccessTokenService => {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ userId, businessId, sessionId }) =>
      new SignJWT({ bid: businessId, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        // A token from before sessions (no `sid`) is refused: the client renews it with its refresh token.
        return typeof payload.sub === 'string' &&
          typeof payload.bid === 'string' &&
          typeof payload.sid === 'string'
          ? { userId: payload.sub, businessId: payload.bid, sessionId: payload.sid }
          : null;
      } catch {
        return null;
      }
    },
  };
};
