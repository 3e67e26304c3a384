import type { ApiApp } from '../../http/api.ts';
import { registerGetBusinessRoute } from './get-business.route.ts';
import { registerUpdateBusinessRoute } from './update-business.route.ts';

/** The business profile routes. */
export const registerBusinessRoutes = (app: ApiApp) => {
  registerGetBusinessRoute(app);
  registerUpdateBusinessRoute(app);
};
