import type { ApiApp } from '../../http/api.ts';
import { registerLoginRoute } from './login.route.ts';
import { registerLogoutRoute } from './logout.route.ts';
import { registerRefreshRoute } from './refresh.route.ts';
import { registerRegisterRoute } from './register.route.ts';

/** The auth routes, registered in the order they are matched. */
export const registerAuthRoutes = (app: ApiApp) => {
  registerRegisterRoute(app);
  registerLoginRoute(app);
  registerRefreshRoute(app);
  registerLogoutRoute(app);
};
