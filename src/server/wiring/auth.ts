import { createHmac, randomBytes } from 'node:crypto';
import { createAccountRepository } from '#adapters/persistence/account.repository.ts';
import { createRateLimitRepository } from '#adapters/persistence/rate-limit.repository.ts';
import { createOneTimeCodeRepository } from '#adapters/persistence/one-time-code.repository.ts';
import { createRefreshTokenRepository } from '#adapters/persistence/refresh-token.repository.ts';
import { cacheSessionAccess, createSessionRepository } from '#adapters/persistence/session.repository.ts';
import { loadOrCreateSecret } from '#adapters/persistence/server-secret.repository.ts';
import { createGoogleOidcProvider } from '#adapters/security/google-oidc.adapter.ts';
import { createArgon2PasswordHasher } from '#adapters/security/argon2-password-hasher.adapter.ts';
import { createJwtAccessTokens } from '#adapters/security/jwt-access-token.adapter.ts';
import { sha256KeyDigest } from '#adapters/security/sha256-key-digest.adapter.ts';
import * as auth from '#domain/auth/index.ts';
import {
  authenticate,
  changePassword,
  completeGoogleSignIn,
  confirmEmailChange,
  endOtherSessions,
  endSession,
  getBusinessProfile,
  getProfile,
  listSessions,
  openAccount,
  refreshSession,
  registerAccount,
  requestCode,
  requestEmailChange,
  resetPassword,
  revokeSession,
  startGoogleSignIn,
  updateAccountProfile,
  updateBusinessProfile,
  updateProfile,
  verifyCode,
} from '#domain/auth/index.ts';
import * as files from '#domain/files/index.ts';
import * as shared from '#domain/shared/index.ts';
import { SignInFlowSecretToken } from '../tokens.ts';
import { idsAndClock, type WiringContext } from './wiring-context.ts';

/** Accounts, sessions and the rate limiter. */
export const wireAuth = async ({ container, config, db, options }: WiringContext) => {
  const jwtSecret =
    config.jwtSecret ??
    (await loadOrCreateSecret(db, 'jwt_hs256', () => randomBytes(48).toString('base64url')));
  container.bind(auth.AccountRepositoryToken).toConstantValue(createAccountRepository(db));
  container.bind(auth.RefreshTokenStoreToken).toConstantValue(createRefreshTokenRepository(db));
  container.bind(auth.RateLimiterToken).toConstantValue(createRateLimitRepository(db));
  container
    .bind(auth.PasswordHasherToken)
    .toConstantValue(options.passwordHasher ?? createArgon2PasswordHasher());
  container.bind(auth.AccessTokenServiceToken).toConstantValue(createJwtAccessTokens(jwtSecret));
  // Sessions are checked on every request: kept 5 s (an end or a role change on this instance
  // applies at once; one made on another instance within 5 s).
  container
    .bind(auth.SessionRepositoryToken)
    .toConstantValue(cacheSessionAccess(createSessionRepository(db), 5_000));
  container.bind(auth.OneTimeCodeRepositoryToken).toConstantValue(createOneTimeCodeRepository(db));
  // Codes are salted with their request's id and live 15 minutes; link secrets and tokens are random.
  container.bind(shared.SecretDigestToken).toConstantValue(sha256KeyDigest);
  const google = config.googleSignIn;
  container.bind(auth.SignInProvidersToken).toConstantValue({
    google: google
      ? createGoogleOidcProvider({ ...google, redirectUri: `${config.publicUrl}/api/auth/google/callback` })
      : null,
  });
  // Its own key, derived from the server secret, so a flow cookie can never pass for a token.
  container
    .bind(SignInFlowSecretToken)
    .toConstantValue(createHmac('sha256', jwtSecret).update('google-sign-in-flow').digest('base64url'));

  const session = {
    accounts: auth.AccountRepositoryToken,
    accessTokens: auth.AccessTokenServiceToken,
    refreshTokens: auth.RefreshTokenStoreToken,
    sessions: auth.SessionRepositoryToken,
    ...idsAndClock,
  };
  const codes = { codes: auth.OneTimeCodeRepositoryToken, digest: shared.SecretDigestToken };
  const bindAuth = shared.sliceBinder(container, auth.AuthUseCases);
  bindAuth({ openAccount }, { ...session, hasher: auth.PasswordHasherToken });
  bindAuth(
    { completeGoogleSignIn },
    {
      ...session,
      hasher: auth.PasswordHasherToken,
      providers: auth.SignInProvidersToken,
    },
  );
  bindAuth(
    { startGoogleSignIn },
    {
      providers: auth.SignInProvidersToken,
      ...idsAndClock,
    },
  );
  bindAuth(
    { registerAccount },
    { ...session, ...codes, hasher: auth.PasswordHasherToken, limiter: auth.RateLimiterToken },
  );
  bindAuth(
    { authenticate },
    {
      ...session,
      hasher: auth.PasswordHasherToken,
      limiter: auth.RateLimiterToken,
    },
  );
  bindAuth({ refreshSession }, session);
  const codeRequests = {
    codes: auth.OneTimeCodeRepositoryToken,
    jobs: shared.JobQueueToken,
    limiter: auth.RateLimiterToken,
    ...idsAndClock,
  };
  bindAuth({ requestCode }, codeRequests);
  bindAuth({ requestEmailChange }, { ...codeRequests, accounts: auth.AccountRepositoryToken });
  bindAuth(
    { verifyCode },
    {
      ...codes,
      limiter: auth.RateLimiterToken,
      ...idsAndClock,
    },
  );
  bindAuth(
    { resetPassword },
    {
      ...codes,
      accounts: auth.AccountRepositoryToken,
      hasher: auth.PasswordHasherToken,
      sessions: auth.SessionRepositoryToken,
      clock: shared.ClockToken,
      limiter: auth.RateLimiterToken,
      jobs: shared.JobQueueToken,
    },
  );
  bindAuth(
    { changePassword },
    {
      accounts: auth.AccountRepositoryToken,
      hasher: auth.PasswordHasherToken,
      sessions: auth.SessionRepositoryToken,
      limiter: auth.RateLimiterToken,
      clock: shared.ClockToken,
      jobs: shared.JobQueueToken,
    },
  );
  bindAuth({ updateAccountProfile, getBusinessProfile }, { accounts: auth.AccountRepositoryToken });
  bindAuth(
    { updateBusinessProfile },
    { accounts: auth.AccountRepositoryToken, uploads: files.UploadRepositoryToken },
  );
  bindAuth(
    { confirmEmailChange },
    {
      ...codes,
      accounts: auth.AccountRepositoryToken,
      limiter: auth.RateLimiterToken,
      jobs: shared.JobQueueToken,
      ...idsAndClock,
    },
  );
  bindAuth(
    { listSessions, endSession, endOtherSessions },
    {
      sessions: auth.SessionRepositoryToken,
      clock: shared.ClockToken,
    },
  );
  bindAuth(
    { revokeSession },
    {
      refreshTokens: auth.RefreshTokenStoreToken,
      sessions: auth.SessionRepositoryToken,
      clock: shared.ClockToken,
    },
  );
  bindAuth({ getProfile }, { accounts: auth.AccountRepositoryToken });
  bindAuth({ updateProfile }, { accounts: auth.AccountRepositoryToken, clock: shared.ClockToken });
};
