import type { ApiApp } from '../../http/api.ts';
import { registerGoogleCallbackRoute } from './google-callback.route.ts';

/** The wallet-google routes, registered in the order they are matched. */
export const registerWalletGoogleRoutes = (app: ApiApp) => {
  registerGoogleCallbackRoute(app);
};
