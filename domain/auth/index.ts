export * from './user.ts';
export * from './account.ts';
export * from './route-access.ts';
export * from './auth-error.ts';
export type { AuthGateway } from './auth-gateway.port.ts';
export type { SessionStore, StoredSession } from './session-store.port.ts';
export type { AccountRepository, NewAccount, OnboardingUpdate } from './account.repository.port.ts';
export type { PasswordHasher } from './password-hasher.port.ts';
export type { AccessTokenService } from './access-token.port.ts';
export type { RefreshTokenStore, RefreshTokenUse } from './refresh-token-store.port.ts';
export type { RateLimiter } from './rate-limiter.port.ts';
export { issueSession } from './session-issuer.ts';
export { logIn } from './log-in.use-case.ts';
export { signUp } from './sign-up.use-case.ts';
export { joinTeam } from './join-team.use-case.ts';
export { completeOnboarding } from './complete-onboarding.use-case.ts';
export { logOut } from './log-out.use-case.ts';
export { loadCurrentUser } from './load-current-user.use-case.ts';
export { registerAccount } from './register-account.use-case.ts';
export { authenticate, type ThrottledError } from './authenticate.use-case.ts';
export { refreshSession } from './refresh-session.use-case.ts';
export { revokeSession } from './revoke-session.use-case.ts';
export { getProfile } from './get-profile.use-case.ts';
export { updateProfile } from './update-profile.use-case.ts';
export * from './tokens.ts';
export * from './registration-steps.ts';
export * from './one-time-codes.ts';
export { requestCode, type CooldownError } from './request-code.use-case.ts';
export { requestEmailChange } from './request-email-change.use-case.ts';
export { codeDigestOf, spendGrant, verifyCode } from './verify-code.use-case.ts';
export { codeMailJobs, sixDigitsOf, type CodeEmail, type CodeEmailComposer } from './code-mail-job.ts';
export {
  emailChangedNotice,
  passwordChangedNotice,
  securityNoticeJobs,
  SECURITY_NOTICE_JOB,
  SecurityNoticePayloadSchema,
  type SecurityNotice,
  type SecurityNoticeComposer,
  type SecurityNoticePayload,
} from './security-notice.ts';
export * from './account-security.ts';
export type { SessionAccess, SessionInfo, SessionRepository } from './session-repository.port.ts';
export { passwordRefusal } from './password-policy.ts';
export { openAccount, type AccountOpening } from './open-account.use-case.ts';
export { resetPassword } from './reset-password.use-case.ts';
export { changePassword } from './change-password.use-case.ts';
export { endOtherSessions, endSession, listSessions } from './account-sessions.use-case.ts';
export { acceptInvitation } from './accept-invitation.use-case.ts';
export { previewInvitation } from './preview-invitation.use-case.ts';
export { loadInvitation } from './load-invitation.use-case.ts';
export * from './account-data.ts';
export { exportAccountData, type CustomerRows } from './export-account-data.use-case.ts';
export { deleteAccount } from './delete-account.use-case.ts';
export * from './account-profile.ts';
export {
  confirmEmailChange,
  getBusinessProfile,
  updateAccountProfile,
  updateBusinessProfile,
} from './account-profile.use-case.ts';
export type { ResetProof } from './auth-gateway.port.ts';
export { SIGN_UP_STORAGE_KEY, type StoredSignUp } from './sign-up-progress.ts';
export { currentSignUp, type SignUpView } from './current-sign-up.use-case.ts';
export { recordSignUpEvent } from './record-sign-up-event.use-case.ts';
export { requestSignUpCode } from './request-sign-up-code.use-case.ts';
export { verifySignUp } from './verify-sign-up.use-case.ts';
export { completeSignUp } from './complete-sign-up.use-case.ts';
export { requestPasswordReset } from './request-password-reset.use-case.ts';
export { verifyPasswordReset } from './verify-password-reset.use-case.ts';
export { chooseNewPassword } from './choose-new-password.use-case.ts';
export type {
  AuthorizationSecrets,
  IdentityFailure,
  IdentityProvider,
  ProvidedIdentity,
} from './identity-provider.port.ts';
export * from './google-sign-in.ts';
export { startGoogleSignIn } from './start-google-sign-in.use-case.ts';
export {
  completeGoogleSignIn,
  type GoogleCallback,
  type GoogleSignedIn,
} from './complete-google-sign-in.use-case.ts';
export { loadSignInProviders } from './load-sign-in-providers.use-case.ts';
export type { AccountGateway, DownloadedFile } from './account-gateway.port.ts';
export { saveProfile } from './save-profile.use-case.ts';
export { startEmailChange } from './start-email-change.use-case.ts';
export { finishEmailChange } from './finish-email-change.use-case.ts';
export { loadBusinessProfile } from './load-business-profile.use-case.ts';
export { saveBusinessProfile } from './save-business-profile.use-case.ts';
export { changeOwnPassword } from './change-own-password.use-case.ts';
export { loadSessions } from './load-sessions.use-case.ts';
export { logOutDevice } from './log-out-device.use-case.ts';
export { logOutOtherDevices } from './log-out-other-devices.use-case.ts';
export { ACCOUNT_EXPORT_FILE, downloadAccountData } from './download-account-data.use-case.ts';
export { closeAccount } from './close-account.use-case.ts';
