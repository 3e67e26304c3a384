import { z } from 'zod';
import {
  AUTH_ERRORS,
  CodeSentSchema,
  ResetGrantSchema,
  VerificationGrantSchema,
  type CooldownError,
  LoggedOutSchema,
  RegistrationResultSchema,
  SignInProvidersViewSchema,
  TokenPairSchema,
  UserSchema,
  loginFailure,
  type AuthGateway,
} from '#domain/auth/index.ts';
import { domainError, type DomainError } from '#domain/shared/index.ts';
import { TeamInvitationPreviewSchema } from '#domain/team/index.ts';
import type { ApiClient } from './api-client.ts';
import { refusalError, settle, type ApiRefusal } from './settle.ts';

// The auth screens show their own failure per call (AUTH_ERRORS), chosen by the status where the
// server's code is not the one the screen expects.
const withCode = (code: string) => (refusal: ApiRefusal) => domainError(code, refusal.message);
const LoggedOut = LoggedOutSchema.transform(() => undefined);
const PasswordSet = z.object({ reset: z.literal(true) }).transform(() => undefined);

/** The server's code and text, and on a 429 the seconds until another mail may be asked for. */
const withRetry = (refusal: ApiRefusal): DomainError | CooldownError => ({
  ...refusalError(refusal),
  ...(refusal.status === 429 ? { retryAfterSeconds: refusal.retryAfterSeconds ?? 60 } : {}),
});

/** AuthGateway over the typed API client. */
export const createHttpAuthGateway = (client: ApiClient): AuthGateway => ({
  register: (body) =>
    settle(client.POST('/api/auth/register', { body }), RegistrationResultSchema, (refusal) =>
      refusal.status === 409
        ? domainError(AUTH_ERRORS.emailTaken, refusal.message)
        : // The server's own refusal (a common password, another address than the proven one, a
          // spent proof) keeps its code and field, so the form shows it translated under its box.
          refusal.code.startsWith('http.')
          ? domainError(AUTH_ERRORS.registrationFailed, refusal.message)
          : refusalError(refusal),
    ),
  login: (body) =>
    settle(client.POST('/api/auth/login', { body }), TokenPairSchema, (refusal) =>
      // No answer at all is neither a refusal nor a throttle.
      loginFailure(refusal.status || undefined, refusal.message),
    ),
  logout: (refreshToken) =>
    settle(
      client.POST('/api/auth/logout', { body: refreshToken ? { refresh_token: refreshToken } : {} }),
      LoggedOut,
      withCode(AUTH_ERRORS.logoutFailed),
    ),
  me: () =>
    settle(client.GET('/api/users/me'), UserSchema, (refusal) =>
      domainError(
        refusal.status === 401 ? AUTH_ERRORS.sessionExpired : AUTH_ERRORS.loginFailed,
        refusal.message,
      ),
    ),
  updateMe: (body) =>
    settle(client.PUT('/api/users/me', { body }), UserSchema, withCode(AUTH_ERRORS.updateFailed)),
  requestVerification: (email) =>
    settle(client.POST('/api/auth/email-verification-link', { body: { email } }), CodeSentSchema, withRetry),
  verifyEmail: (body) => settle(client.POST('/api/auth/verify-email', { body }), VerificationGrantSchema),
  requestReset: (email) =>
    settle(client.POST('/api/auth/reset-password', { body: { email } }), CodeSentSchema, withRetry),
  verifyReset: (body) =>
    settle(client.POST('/api/auth/verify-reset-password-otp', { body }), ResetGrantSchema),
  setNewPassword: (body) => settle(client.POST('/api/auth/verify-password', { body }), PasswordSet),
  providers: () =>
    settle(client.GET('/api/auth/providers'), SignInProvidersViewSchema, withCode(AUTH_ERRORS.loginFailed)),
  // The join screen tells the refusals apart by their codes (team.invitation_invalid,
  // team.email_taken, validation.password_*), so they pass through as the server gave them.
  previewTeamInvitation: (token) =>
    settle(client.POST('/api/team/invitations/preview', { body: { token } }), TeamInvitationPreviewSchema),
  acceptTeamInvitation: (body) =>
    settle(client.POST('/api/team/invitations/accept', { body }), RegistrationResultSchema),
});
