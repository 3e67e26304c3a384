import type { ClockAndIds } from '../shared/id-generator.port.ts';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import {
  SIGN_IN_FLOW_MINUTES,
  safeRedirectPath,
  type SignInFlow,
  type SignInProviders,
} from './google-sign-in.ts';

export interface StartGoogleSignInDeps extends ClockAndIds {
  readonly providers: SignInProviders;
}

/**
 * Starts Google's authorization-code flow: fresh state, nonce and PKCE verifier (each 256 random
 * bits, base64url: a valid verifier), and the page to continue at, kept only when it is a path of
 * this site. The caller keeps `flow` in the browser and sends the browser to `url`.
 */
export const startGoogleSignIn =
  ({ providers, ids, clock }: StartGoogleSignInDeps) =>
  async (redirect: string | undefined): Promise<Result<{ url: string; flow: SignInFlow }, DomainError>> => {
    if (!providers.google) return err(domainError(AUTH_ERRORS.googleUnavailable));
    const flow: SignInFlow = {
      state: ids.secret(),
      nonce: ids.secret(),
      codeVerifier: ids.secret(),
      redirect: safeRedirectPath(redirect),
      expiresAt: clock.now().getTime() + SIGN_IN_FLOW_MINUTES * 60_000,
    };
    const url = await providers.google.authorizationUrl(flow);
    return url.ok ? ok({ url: url.value, flow }) : err(domainError(AUTH_ERRORS.googleFailed, url.error));
  };
