import type { Result } from '../shared/result.ts';

/** What the provider vouches for about the person who signed in (from a verified ID token). */
export interface ProvidedIdentity {
  readonly subject: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly givenName: string | null;
  readonly familyName: string | null;
}

/** The secrets of one authorization-code flow, kept by the browser between login and callback. */
export interface AuthorizationSecrets {
  readonly state: string;
  readonly nonce: string;
  /** The PKCE code verifier; the provider receives only its S256 challenge. */
  readonly codeVerifier: string;
}

/** Why an exchange failed: the provider said no, or it (or its keys) could not be reached. */
export type IdentityFailure = 'refused' | 'unreachable';

/** An OpenID Connect provider (Google) for the authorization-code flow with PKCE. */
export interface IdentityProvider {
  /** Where to send the browser to sign in; fails when the provider's discovery is unreachable. */
  authorizationUrl(secrets: AuthorizationSecrets): Promise<Result<string, IdentityFailure>>;
  /** Exchanges the code and verifies the ID token (signature, issuer, audience, expiry, nonce). */
  exchange(
    code: string,
    secrets: Pick<AuthorizationSecrets, 'codeVerifier' | 'nonce'>,
  ): Promise<Result<ProvidedIdentity, IdentityFailure>>;
}
