import type { ApiApp } from '../../http/api.ts';
import { registerCreateAccrualConfigRoute } from './create-accrual-config.route.ts';
import { registerListAccrualConfigsRoute } from './list-accrual-configs.route.ts';
import { registerUpdateAccrualConfigRoute } from './update-accrual-config.route.ts';

/** The accrual routes, registered in the order they are matched. */
export const registerAccrualRoutes = (app: ApiApp) => {
  registerListAccrualConfigsRoute(app);
  registerCreateAccrualConfigRoute(app);
  registerUpdateAccrualConfigRoute(app);
};
