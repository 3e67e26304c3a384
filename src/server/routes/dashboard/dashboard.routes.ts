import type { ApiApp } from '../../http/api.ts';
import { registerDashboardStatsRoute } from './dashboard-stats.route.ts';
import { registerFirstStepsRoute } from './first-steps.route.ts';

/** The dashboard routes, registered in the order they are matched. */
export const registerDashboardRoutes = (app: ApiApp) => {
  registerDashboardStatsRoute(app);
  registerFirstStepsRoute(app);
};
