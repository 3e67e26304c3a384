import { createHttpAuthGateway } from '#adapters/http/auth-gateway.adapter.ts';
import * as auth from '#domain/auth/index.ts';
import {
  chooseNewPassword,
  completeOnboarding,
  completeSignUp,
  currentSignUp,
  joinTeam,
  loadCurrentUser,
  loadInvitation,
  loadSignInProviders,
  logIn,
  logOut,
  recordSignUpEvent,
  requestPasswordReset,
  requestSignUpCode,
  signUp,
  verifyPasswordReset,
  verifySignUp,
} from '#domain/auth/index.ts';
import * as shared from '#domain/shared/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/** Sign-up, log-in and the current user. */
export const wireAuth = ({ container, client }: WebWiringContext) => {
  container.bind(auth.AuthGatewayToken).toConstantValue(createHttpAuthGateway(client));
  const sessionDeps = { gateway: auth.AuthGatewayToken, session: auth.SessionStoreToken };
  const bindAuth = shared.sliceBinder(container, auth.AuthUseCases);
  bindAuth({ logIn, signUp, joinTeam, logOut, loadCurrentUser }, sessionDeps);
  bindAuth(
    { completeOnboarding, requestPasswordReset, verifyPasswordReset, chooseNewPassword },
    {
      gateway: auth.AuthGatewayToken,
    },
  );
  const signUpDeps = { gateway: auth.AuthGatewayToken, storage: shared.KeyValueStorageToken };
  bindAuth({ requestSignUpCode, verifySignUp }, { ...signUpDeps, clock: shared.ClockToken });
  bindAuth({ completeSignUp }, { ...signUpDeps, session: auth.SessionStoreToken });
  bindAuth({ currentSignUp }, { storage: shared.KeyValueStorageToken, clock: shared.ClockToken });
  bindAuth({ recordSignUpEvent }, { storage: shared.KeyValueStorageToken });
  bindAuth({ loadSignInProviders, loadInvitation }, { gateway: auth.AuthGatewayToken });
};
