import { createHttpAuthGateway } from '#adapters/http/auth-gateway.adapter.ts';
import * as auth from '#domain/auth/index.ts';
import { loadCurrentUser, loadSignInProviders, logIn, logOut } from '#domain/auth/index.ts';
import * as shared from '#domain/shared/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Log-in and the current user (signing up and a new password are the lazy `signup` slice). */
export const wireAuth = ({ container, client }: WebWiringContext) => {
  container.bind(auth.AuthGatewayToken).toConstantValue(createHttpAuthGateway(client));
  const bindAuth = shared.sliceBinder(container, auth.AuthUseCases);
  bindAuth(
    { logIn, logOut, loadCurrentUser },
    { gateway: auth.AuthGatewayToken, session: auth.SessionStoreToken },
  );
  bindAuth({ loadSignInProviders }, { gateway: auth.AuthGatewayToken });
};
