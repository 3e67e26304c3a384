import { randomBytes } from 'node:crypto';
import { createAccountRepository } from '#adapters/persistence/account.repository.ts';
import { createRateLimitRepository } from '#adapters/persistence/rate-limit.repository.ts';
import { createRefreshTokenRepository } from '#adapters/persistence/refresh-token.repository.ts';
import { loadOrCreateSecret } from '#adapters/persistence/server-secret.repository.ts';
import { createArgon2PasswordHasher } from '#adapters/security/argon2-password-hasher.adapter.ts';
import { createJwtAccessTokens } from '#adapters/security/jwt-access-token.adapter.ts';
import * as auth from '#domain/auth/index.ts';
import { bindUseCase, ClockToken, IdGeneratorToken } from '#domain/shared/index.ts';
import type { WiringContext } from './wiring-context.ts';

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

  const session = {
    accounts: auth.AccountRepositoryToken,
    accessTokens: auth.AccessTokenServiceToken,
    refreshTokens: auth.RefreshTokenStoreToken,
    ids: IdGeneratorToken,
    clock: ClockToken,
  };
  bindUseCase(container, auth.RegisterAccount, auth.registerAccount, {
    ...session,
    hasher: auth.PasswordHasherToken,
  });
  bindUseCase(container, auth.Authenticate, auth.authenticate, {
    ...session,
    hasher: auth.PasswordHasherToken,
    limiter: auth.RateLimiterToken,
  });
  bindUseCase(container, auth.RefreshSession, auth.refreshSession, session);
  bindUseCase(container, auth.RevokeSession, auth.revokeSession, {
    refreshTokens: auth.RefreshTokenStoreToken,
    clock: ClockToken,
  });
  bindUseCase(container, auth.GetProfile, auth.getProfile, { accounts: auth.AccountRepositoryToken });
  bindUseCase(container, auth.UpdateProfile, auth.updateProfile, {
    accounts: auth.AccountRepositoryToken,
    clock: ClockToken,
  });
};
