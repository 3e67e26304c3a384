import { domainError, type DomainError } from '../shared/result.ts';

/** Error codes of the auth slice; texts live in `locales/<lang>/errors.json`. */
export const AUTH_ERRORS = Object.freeze({
  invalidCredentials: 'auth.invalid_credentials',
  loginFailed: 'auth.login_failed',
  registrationFailed: 'auth.registration_failed',
  emailTaken: 'auth.email_taken',
  emailUnchanged: 'auth.email_unchanged',
  logoutFailed: 'auth.logout_failed',
  updateFailed: 'auth.update_info_failed',
  tooManyAttempts: 'auth.too_many_attempts',
  sessionExpired: 'auth.session_expired',
  refreshTokenInvalid: 'auth.refresh_token_invalid',
  refreshTokenReused: 'auth.refresh_token_reused',
  userNotFound: 'auth.user_not_found',
  currentPasswordWrong: 'auth.current_password_wrong',
  sessionNotFound: 'auth.session_not_found',
  googleUnavailable: 'auth.google_unavailable',
  googleFailed: 'auth.google_failed',
});

/**
 * Maps a failed login answer to what the user reads: requirements §8 turns the server's
 * "Unauthorized" (any 401) into "Incorrect email or password"; a 429 keeps the server's
 * text; anything else is "Login failed".
 */
export const loginFailure = (status: number | undefined, message?: string): DomainError => {
  if (status === 401 || message === 'Unauthorized') return domainError(AUTH_ERRORS.invalidCredentials);
  if (status === 429) return domainError(AUTH_ERRORS.tooManyAttempts, message);
  return domainError(AUTH_ERRORS.loginFailed, message);
};
