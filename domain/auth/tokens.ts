import { createToken } from '../shared/token.ts';
import type { AccessTokenService } from './access-token.port.ts';
import type { AccountRepository } from './account.repository.port.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import type { authenticate } from './authenticate.use-case.ts';
import type { completeOnboarding } from './complete-onboarding.use-case.ts';
import type { getProfile } from './get-profile.use-case.ts';
import type { loadCurrentUser } from './load-current-user.use-case.ts';
import type { logIn } from './log-in.use-case.ts';
import type { logOut } from './log-out.use-case.ts';
import type { PasswordHasher } from './password-hasher.port.ts';
import type { RateLimiter } from './rate-limiter.port.ts';
import type { refreshSession } from './refresh-session.use-case.ts';
import type { RefreshTokenStore } from './refresh-token-store.port.ts';
import type { registerAccount } from './register-account.use-case.ts';
import type { revokeSession } from './revoke-session.use-case.ts';
import type { SessionStore } from './session-store.port.ts';
import type { signUp } from './sign-up.use-case.ts';
import type { updateProfile } from './update-profile.use-case.ts';

// Browser side
export const AuthGatewayToken = createToken<AuthGateway>('auth.AuthGateway');
export const SessionStoreToken = createToken<SessionStore>('auth.SessionStore');
export const LogIn = createToken<ReturnType<typeof logIn>>('auth.LogIn');
export const SignUp = createToken<ReturnType<typeof signUp>>('auth.SignUp');
export const CompleteOnboarding =
  createToken<ReturnType<typeof completeOnboarding>>('auth.CompleteOnboarding');
export const LogOut = createToken<ReturnType<typeof logOut>>('auth.LogOut');
export const LoadCurrentUser = createToken<ReturnType<typeof loadCurrentUser>>('auth.LoadCurrentUser');

// Server side
export const AccountRepositoryToken = createToken<AccountRepository>('auth.AccountRepository');
export const PasswordHasherToken = createToken<PasswordHasher>('auth.PasswordHasher');
export const AccessTokenServiceToken = createToken<AccessTokenService>('auth.AccessTokenService');
export const RefreshTokenStoreToken = createToken<RefreshTokenStore>('auth.RefreshTokenStore');
export const RateLimiterToken = createToken<RateLimiter>('auth.RateLimiter');
export const RegisterAccount = createToken<ReturnType<typeof registerAccount>>('auth.RegisterAccount');
export const Authenticate = createToken<ReturnType<typeof authenticate>>('auth.Authenticate');
export const RefreshSession = createToken<ReturnType<typeof refreshSession>>('auth.RefreshSession');
export const RevokeSession = createToken<ReturnType<typeof revokeSession>>('auth.RevokeSession');
export const GetProfile = createToken<ReturnType<typeof getProfile>>('auth.GetProfile');
export const UpdateProfile = createToken<ReturnType<typeof updateProfile>>('auth.UpdateProfile');
