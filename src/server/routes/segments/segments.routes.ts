import type { ApiApp } from '../../http/api.ts';
import { registerListSegmentsRoute } from './list-segments.route.ts';

/** The segments routes, registered in the order they are matched. */
export const registerSegmentsRoutes = (app: ApiApp) => {
  registerListSegmentsRoute(app);
};
