import type { ApiApp } from '../../http/api.ts';
import { registerGetHealthRoute } from './get-health.route.ts';

/** The system routes, registered in the order they are matched. */
export const registerSystemRoutes = (app: ApiApp) => {
  registerGetHealthRoute(app);
};
