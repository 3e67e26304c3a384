import type { ApiApp } from '../../http/api.ts';
import { registerGetWalletStatusRoute } from './get-wallet-status.route.ts';

/** The wallet routes, registered in the order they are matched. */
export const registerWalletRoutes = (app: ApiApp) => {
  registerGetWalletStatusRoute(app);
};
