import { z } from 'zod';
import type { IdentityProvider } from './identity-provider.port.ts';

/** Where a sign-in ends when it named no (acceptable) page. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** How long the browser may take between leaving for the provider and coming back. */
export const SIGN_IN_FLOW_MINUTES = 10;

/** The identity providers this server is configured for; null when one is not set up. */
export interface SignInProviders {
  readonly google: IdentityProvider | null;
}

/**
 * A same-site path to continue at after signing in, else the default. Only a path of this site is
 * kept: `//host` and `/\host` are read by browsers as another host (an open redirect), and a
 * Location header takes printable ASCII only.
 */
export const safeRedirectPath = (requested: string | null | undefined): string =>
  isSameSitePath(requested) ? requested : DEFAULT_AFTER_SIGN_IN;

/** Whether a redirect target is a path of this site (see `safeRedirectPath`). */
export const isSameSitePath = (requested: string | null | undefined): requested is string =>
  typeof requested === 'string' &&
  requested.length <= 256 &&
  /^\/(?![/\\])[!-~]*$/.test(requested) &&
  !requested.includes('\\');

/** What the browser keeps (signed) between the login route and the callback. */
export const SignInFlowSchema = z.object({
  state: z.string().min(16).max(200),
  nonce: z.string().min(16).max(200),
  codeVerifier: z.string().min(43).max(128),
  redirect: z.string().max(256),
  expiresAt: z.number().int(),
});
export type SignInFlow = z.infer<typeof SignInFlowSchema>;

/** `GET /api/auth/providers`: which sign-in buttons the web app shows besides the password form. */
export const SignInProvidersViewSchema = z
  .object({ google: z.boolean().describe('True when "Continue with Google" works on this server') })
  .meta({ id: 'SignInProviders' });
export type SignInProvidersView = z.infer<typeof SignInProvidersViewSchema>;
