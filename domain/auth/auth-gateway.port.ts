import type { Result } from '../shared/result.ts';
import type { DomainError } from '../shared/result.ts';
import type { CodeProof } from './one-time-codes.ts';
import type { CooldownError } from './request-code.use-case.ts';
import type { SignInProvidersView } from './google-sign-in.ts';
import type { SessionStore } from './session-store.port.ts';
import type { TeamAccept, TeamInvitationPreview } from '../team/index.ts';
import type { Credentials, Onboarding, Registration, RegistrationResult, TokenPair, User } from './user.ts';

/** `{email, otp}` or the mail's link `{a, b}`, as the reset route names the proof. */
export type ResetProof =
  { readonly email: string; readonly otp: string } | { readonly a: string; readonly b: string };

/** The browser's view of the auth API. Failures carry the server's message when there is one. */
export interface AuthGateway {
  register(input: Registration): Promise<Result<RegistrationResult>>;
  login(input: Credentials): Promise<Result<TokenPair>>;
  /** Ends this device's session: by the refresh token given, else by the browser's HttpOnly cookie. */
  logout(refreshToken?: string): Promise<Result<void>>;
  me(): Promise<Result<User>>;
  updateMe(input: Onboarding): Promise<Result<User>>;
  /** Mails a sign-up code and link; a 429 is a CooldownError. */
  requestVerification(email: string): Promise<Result<{ sent: true }, DomainError | CooldownError>>;
  verifyEmail(proof: CodeProof): Promise<Result<{ verificationToken: string }>>;
  /** Mails a reset code and link (the same answer whether or not the account exists). */
  requestReset(email: string): Promise<Result<{ sent: true }, DomainError | CooldownError>>;
  verifyReset(proof: ResetProof): Promise<Result<{ resetToken: string }>>;
  setNewPassword(input: { resetToken: string; password: string }): Promise<Result<void>>;
  /** Which sign-in providers the server offers besides the password. */
  providers(): Promise<Result<SignInProvidersView>>;
  /** Reads what a team invitation is for, before joining; `team.invitation_invalid` when it no longer works. */
  previewTeamInvitation(token: string): Promise<Result<TeamInvitationPreview>>;
  /** Joins a business with a team invitation's token; signs in like `register`. */
  acceptTeamInvitation(input: TeamAccept): Promise<Result<RegistrationResult>>;
}

/** What the browser's auth use cases work with: the auth API and the tokens the browser keeps. */
export interface AuthClientDeps {
  readonly gateway: AuthGateway;
  readonly session: SessionStore;
}
