import { randomBytes } from 'node:crypto';
import { createAccountRepository } from '#adapters/persistence/account.repository.ts';
import { createRateLimitRepository } from '#adapters/persistence/rate-limit.repository.ts';
import { createRefreshTokenRepository } from '#adapters/persistence/refresh-token.repository.ts';
import { loadOrCreateSecret } from '#adapters/persistence/server-secret.repository.ts';
import { createArgon2PasswordHasher } from '#adapters/security/argon2-password-hasher.adapter.ts';
import { createJwtAccessTokens } from '#adapters/security/jwt-access-token.adapter.ts';
import * as auth from '#domain/auth/index.ts';
import * as shared from '#domain/shared/index.ts';
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
    ids: shared.IdGeneratorToken,
    clock: shared.ClockToken,
  };
  const bindAuth = shared.sliceBinder(container, auth.AuthUseCases, auth);
  bindAuth(['registerAccount'], { ...session, hasher: auth.PasswordHasherToken });
  bindAuth(['authenticate'], {
    ...session,
    hasher: auth.PasswordHasherToken,
    limiter: auth.RateLimiterToken,
  });
  bindAuth(['refreshSession'], session);
  bindAuth(['revokeSession'], { refreshTokens: auth.RefreshTokenStoreToken, clock: shared.ClockToken });
  bindAuth(['getProfile'], { accounts: auth.AccountRepositoryToken });
  bindAuth(['updateProfile'], { accounts: auth.AccountRepositoryToken, clock: shared.ClockToken });
};
