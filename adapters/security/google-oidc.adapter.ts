import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { IdentityFailure, IdentityProvider, ProvidedIdentity } from '#domain/auth/index.ts';
import { err, ok, type Result } from '#domain/shared/index.ts';

export interface GoogleOidcOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  /** `https://accounts.google.com`, or a local peer in tests. */
  readonly issuer: string;
  /** Our callback, exactly as registered with Google. */
  readonly redirectUri: string;
  readonly timeoutMs?: number;
}

interface Discovery {
  readonly issuer: string;
  readonly authorization_endpoint: string;
  readonly token_endpoint: string;
  readonly jwks_uri: string;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';

const isDiscovery = (value: unknown): value is Discovery =>
  typeof value === 'object' &&
  value !== null &&
  ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * Google sign-in over OpenID Connect with `jose` and `fetch` (openid-client would add a
 * dependency for the two calls this needs). Discovery and the key set are fetched once and kept;
 * a discovery that failed is asked again next time. Every outside call has a timeout, and an
 * unreachable Google is a failure value, never an exception: the callback ends at the login page.
 */
export const createGoogleOidcProvider = (options: GoogleOidcOptions): IdentityProvider => {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const issuer = options.issuer.replace(/\/+$/, '');
  let discovered: Promise<{ doc: Discovery; keys: ReturnType<typeof createRemoteJWKSet> } | null> | null =
    null;

  const discover = () => {
    discovered ??= (async () => {
      try {
        const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
          signal: AbortSignal.timeout(timeoutMs),
        });
        const doc: unknown = response.ok ? await response.json() : null;
        // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched from.
        if (!isDiscovery(doc) || doc.issuer.replace(/\/+$/, '') !== issuer) return null;
        return { doc, keys: createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: timeoutMs }) };
      } catch {
        return null;
      }
    })().then((found) => {
      if (!found) discovered = null;
      return found;
    });
    return discovered;
  };

  const verifyIdToken = async (
    idToken: string,
    nonce: string,
  ): Promise<Result<JWTPayload, IdentityFailure>> => {
    const found = await discover();
    if (!found) return err('unreachable');
    try {
      const { payload } = await jwtVerify(idToken, found.keys, {
        // Google's ID tokens name their issuer with or without the scheme.
        issuer:
          found.doc.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : found.doc.issuer,
        audience: options.clientId,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: 60,
      });
      if (payload.nonce !== nonce) return err('refused');
      // A token for several audiences must have been issued to us (OpenID Connect Core §3.1.3.7).
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== options.clientId)
        return err('refused');
      return ok(payload);
    } catch (error) {
      // The key set not answering is Google being away; any other jose error is a bad token.
      return err(
        error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)
          ? 'refused'
          : 'unreachable',
      );
    }
  };

  return {
    async authorizationUrl(secrets) {
      const found = await discover();
      if (!found) return err('unreachable');
      const url = new URL(found.doc.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: s256(secrets.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return ok(url.toString());
    },

    async exchange(code, secrets): Promise<Result<ProvidedIdentity, IdentityFailure>> {
      const found = await discover();
      if (!found) return err('unreachable');
      let answer: unknown;
      try {
        const response = await fetch(found.doc.token_endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: options.redirectUri,
            code_verifier: secrets.codeVerifier,
            client_id: options.clientId,
            client_secret: options.clientSecret,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return err(response.status >= 500 ? 'unreachable' : 'refused');
        answer = await response.json();
      } catch {
        return err('unreachable');
      }
      const idToken = text((answer as { id_token?: unknown } | null)?.id_token);
      if (!idToken) return err('refused');
      const verified = await verifyIdToken(idToken, secrets.nonce);
      if (!verified.ok) return verified;
      const claims = verified.value;
      const email = text(claims.email);
      if (!email || !claims.sub) return err('refused');
      return ok({
        subject: claims.sub,
        email,
        // Some Google tokens have carried the flag as a string.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      });
    },
  };
};
