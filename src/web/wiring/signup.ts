import * as auth from '#domain/auth/index.ts';
import {
  chooseNewPassword,
  completeOnboarding,
  completeSignUp,
  currentSignUp,
  joinTeam,
  loadInvitation,
  recordSignUpEvent,
  requestPasswordReset,
  requestSignUpCode,
  signUp,
  verifyPasswordReset,
  verifySignUp,
} from '#domain/auth/index.ts';
import * as shared from '#domain/shared/index.ts';
import type { WebWiringContext } from './web-wiring-context.ts';

/**
 * Signing up (with its onboarding and an invitation to a team) and choosing a new password: the
 * public pages that use them load them, the dashboard does not. The auth gateway is the startup's.
 */
export const wireSignUp = ({ container }: WebWiringContext) => {
  const gateway = { gateway: auth.AuthGatewayToken };
  const bindAuth = shared.sliceBinder(container, auth.AuthUseCases);
  bindAuth({ signUp, joinTeam }, { ...gateway, session: auth.SessionStoreToken });
  bindAuth({ completeOnboarding, requestPasswordReset, verifyPasswordReset, chooseNewPassword }, gateway);
  const signUpDeps = { ...gateway, storage: shared.KeyValueStorageToken };
  bindAuth({ requestSignUpCode, verifySignUp }, { ...signUpDeps, clock: shared.ClockToken });
  bindAuth({ completeSignUp }, { ...signUpDeps, session: auth.SessionStoreToken });
  bindAuth({ currentSignUp }, { storage: shared.KeyValueStorageToken, clock: shared.ClockToken });
  bindAuth({ recordSignUpEvent }, { storage: shared.KeyValueStorageToken });
  bindAuth({ loadInvitation }, gateway);
};
