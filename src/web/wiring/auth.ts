import { createHttpAuthGateway } from '#adapters/http/auth-gateway.adapter.ts';
import * as auth from '#domain/auth/index.ts';
import { bindUseCase } from '#domain/shared/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Sign-up, log-in and the current user. */
export const wireAuth = ({ container, client }: WebWiringContext) => {
  container.bind(auth.AuthGatewayToken).toConstantValue(createHttpAuthGateway(client));
  const sessionDeps = { gateway: auth.AuthGatewayToken, session: auth.SessionStoreToken };
  bindUseCase(container, auth.LogIn, auth.logIn, sessionDeps);
  bindUseCase(container, auth.SignUp, auth.signUp, sessionDeps);
  bindUseCase(container, auth.LogOut, auth.logOut, sessionDeps);
  bindUseCase(container, auth.LoadCurrentUser, auth.loadCurrentUser, sessionDeps);
  bindUseCase(container, auth.CompleteOnboarding, auth.completeOnboarding, {
    gateway: auth.AuthGatewayToken,
  });
};
