import { domainError, err, ok, type DomainError, type Result } from '../shared/result.ts';
import type { AccountRepository } from './account.repository.port.ts';
import { AUTH_ERRORS } from './auth-error.ts';
import { SignInFlowSchema, safeRedirectPath, type SignInProviders } from './google-sign-in.ts';
import { openAccount, type OpenAccountDeps } from './open-account.use-case.ts';
import { issueSession } from './session-issuer.ts';
import { EmailSchema, type TokenPair } from './user.ts';

export interface CompleteGoogleSignInDeps extends OpenAccountDeps {
  readonly accounts: AccountRepository;
  readonly providers: SignInProviders;
}

/** The provider's answer at the callback, with what the browser kept since the start. */
export interface GoogleCallback {
  /** The flow kept by the browser (null when missing or its signature did not hold). */
  readonly flow: unknown;
  readonly state?: string | undefined;
  readonly code?: string | undefined;
  readonly userAgent?: string | null;
}

export interface GoogleSignedIn {
  readonly tokens: TokenPair;
  readonly redirect: string;
  /** True when this sign-in opened a new account. */
  readonly created: boolean;
}

const failed = (message: string) => err(domainError(AUTH_ERRORS.googleFailed, message));

/**
 * Ends Google's flow: the state must be the one this browser started with (no login CSRF), the
 * ID token must carry its nonce, and Google must have verified the address. A known address signs
 * in to its account; an unknown one opens a business account with a random password nobody knows
 * (a password reset sets one). An account whose address was never verified is not entered: its
 * password may belong to someone who signed up with an address that was not theirs.
 */
export const completeGoogleSignIn = (deps: CompleteGoogleSignInDeps) => {
  const open = openAccount(deps);
  const startSession = issueSession(deps);
  return async (callback: GoogleCallback): Promise<Result<GoogleSignedIn, DomainError>> => {
    const google = deps.providers.google;
    if (!google) return err(domainError(AUTH_ERRORS.googleUnavailable));
    const flow = SignInFlowSchema.safeParse(callback.flow);
    if (!flow.success) return failed('no sign-in flow');
    if (flow.data.expiresAt < deps.clock.now().getTime()) return failed('flow expired');
    if (!callback.state || callback.state !== flow.data.state) return failed('state mismatch');
    if (!callback.code) return failed('no code');
    const identity = await google.exchange(callback.code, flow.data);
    if (!identity.ok) return failed(identity.error);
    if (!identity.value.emailVerified) return failed('email not verified');
    const email = EmailSchema.safeParse(identity.value.email);
    if (!email.success) return failed('no usable email');
    const redirect = safeRedirectPath(flow.data.redirect);
    const userAgent = callback.userAgent ?? null;

    const account = await deps.accounts.findByEmail(email.data);
    if (account) {
      if (!account.emailVerifiedAt) return failed('account address not verified');
      const tokens = await startSession(
        { userId: account.id, businessId: account.businessId },
        { userAgent },
      );
      return ok({ tokens, redirect, created: false });
    }
    const opened = await open({
      email: email.data,
      password: deps.ids.secret(),
      firstName: identity.value.givenName?.trim().slice(0, 80),
      lastName: identity.value.familyName?.trim().slice(0, 80),
      verifiedAt: deps.clock.now(),
      userAgent,
    });
    if (!opened.ok) return failed(opened.error.code);
    const { access_token, refresh_token } = opened.value;
    return ok({ tokens: { access_token, refresh_token }, redirect, created: true });
  };
};
