import type { ApiApp } from '../../http/api.ts';
import { registerChangePasswordRoute } from './change-password.route.ts';
import { registerConfirmEmailChangeRoute } from './confirm-email-change.route.ts';
import { registerPatchMeRoute } from './patch-me.route.ts';
import { registerRequestEmailChangeRoute } from './request-email-change.route.ts';
import { registerDeleteMeRoute } from './delete-me.route.ts';
import { registerExportMeRoute } from './export-me.route.ts';
import { registerGetMeRoute } from './get-me.route.ts';
import { registerUpdateMeRoute } from './update-me.route.ts';

/** The users routes, registered in the order they are matched. */
export const registerUsersRoutes = (app: ApiApp) => {
  registerGetMeRoute(app);
  registerUpdateMeRoute(app);
  registerPatchMeRoute(app);
  registerChangePasswordRoute(app);
  registerRequestEmailChangeRoute(app);
  registerConfirmEmailChangeRoute(app);
  registerExportMeRoute(app);
  registerDeleteMeRoute(app);
};
