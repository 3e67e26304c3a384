import type { ApiApp } from '../../http/api.ts';
import { registerAuthProvidersRoute } from './auth-providers.route.ts';
import { registerEmailVerificationLinkRoute } from './email-verification-link.route.ts';
import { registerEndOtherSessionsRoute } from './end-other-sessions.route.ts';
import { registerEndSessionRoute } from './end-session.route.ts';
import { registerGoogleLoginCallbackRoute } from './google-login-callback.route.ts';
import { registerGoogleLoginRoute } from './google-login.route.ts';
import { registerListSessionsRoute } from './list-sessions.route.ts';
import { registerLoginRoute } from './login.route.ts';
import { registerLogoutRoute } from './logout.route.ts';
import { registerRefreshRoute } from './refresh.route.ts';
import { registerRegisterRoute } from './register.route.ts';
import { registerResetPasswordRoute } from './reset-password.route.ts';
import { registerVerifyEmailRoute } from './verify-email.route.ts';
import { registerVerifyPasswordRoute } from './verify-password.route.ts';
import { registerVerifyResetCodeRoute } from './verify-reset-code.route.ts';

/** The auth routes, registered in the order they are matched. */
export const registerAuthRoutes = (app: ApiApp) => {
  registerEmailVerificationLinkRoute(app);
  registerVerifyEmailRoute(app);
  registerRegisterRoute(app);
  registerLoginRoute(app);
  registerRefreshRoute(app);
  registerLogoutRoute(app);
  registerResetPasswordRoute(app);
  registerVerifyResetCodeRoute(app);
  registerVerifyPasswordRoute(app);
  registerListSessionsRoute(app);
  registerEndOtherSessionsRoute(app);
  registerEndSessionRoute(app);
  registerAuthProvidersRoute(app);
  registerGoogleLoginRoute(app);
  registerGoogleLoginCallbackRoute(app);
};
