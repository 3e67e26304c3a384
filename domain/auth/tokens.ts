import { createToken, useCaseTokens, type UseCaseTokens } from '../shared/token.ts';
import type * as slice from './index.ts';
import type { AccessTokenService } from './access-token.port.ts';
import type { AccountRepository } from './account.repository.port.ts';
import type { AccountGateway } from './account-gateway.port.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import type { PasswordHasher } from './password-hasher.port.ts';
import type { RateLimiter } from './rate-limiter.port.ts';
import type { RefreshTokenStore } from './refresh-token-store.port.ts';
import type { SessionStore } from './session-store.port.ts';
import type { SessionRepository } from './session-repository.port.ts';
import type { OneTimeCodeRepository } from './one-time-codes.ts';
import type { SignInProviders } from './google-sign-in.ts';

// Browser side
export const AuthGatewayToken = createToken<AuthGateway>('auth.AuthGateway');
export const AccountGatewayToken = createToken<AccountGateway>('auth.AccountGateway');
export const SessionStoreToken = createToken<SessionStore>('auth.SessionStore');

// Server side
export const AccountRepositoryToken = createToken<AccountRepository>('auth.AccountRepository');
export const PasswordHasherToken = createToken<PasswordHasher>('auth.PasswordHasher');
export const AccessTokenServiceToken = createToken<AccessTokenService>('auth.AccessTokenService');
export const RefreshTokenStoreToken = createToken<RefreshTokenStore>('auth.RefreshTokenStore');
export const RateLimiterToken = createToken<RateLimiter>('auth.RateLimiter');
export const SessionRepositoryToken = createToken<SessionRepository>('auth.SessionRepository');
export const OneTimeCodeRepositoryToken = createToken<OneTimeCodeRepository>('auth.OneTimeCodes');
export const SignInProvidersToken = createToken<SignInProviders>('auth.SignInProviders');

/**
 * The slice's use cases: a token per factory its barrel exports (the object itself left out, or
 * its type would name itself).
 */
export const AuthUseCases: UseCaseTokens<Omit<typeof slice, 'AuthUseCases'>> = useCaseTokens('auth');
