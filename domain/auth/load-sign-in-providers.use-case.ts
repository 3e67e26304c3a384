import type { Result } from '../shared/result.ts';
import type { AuthGateway } from './auth-gateway.port.ts';
import type { SignInProvidersView } from './google-sign-in.ts';

export interface LoadSignInProvidersDeps {
  readonly gateway: AuthGateway;
}

/** The sign-in providers the server offers, so that the login and sign-up pages show only those. */
export const loadSignInProviders =
  ({ gateway }: LoadSignInProvidersDeps) =>
  (): Promise<Result<SignInProvidersView>> =>
    gateway.providers();
