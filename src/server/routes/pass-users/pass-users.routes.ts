import type { ApiApp } from '../../http/api.ts';
import { registerDeletePassUserRoute } from './delete-pass-user.route.ts';
import { registerExportPassUsersRoute } from './export-pass-users.route.ts';
import { registerListPassUsersRoute } from './list-pass-users.route.ts';
import { registerPassUserActionRoute } from './pass-user-action.route.ts';
import { registerPassUserDetailsRoute } from './pass-user-details.route.ts';

/** The pass-users routes, registered in the order they are matched. */
export const registerPassUsersRoutes = (app: ApiApp) => {
  registerListPassUsersRoute(app);
  registerExportPassUsersRoute(app);
  registerPassUserDetailsRoute(app);
  registerDeletePassUserRoute(app);
  registerPassUserActionRoute(app);
};
