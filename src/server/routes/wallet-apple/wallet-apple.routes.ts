import type { ApiApp } from '../../http/api.ts';
import { registerGetLatestPassRoute } from './get-latest-pass.route.ts';
import { registerListUpdatedPassesRoute } from './list-updated-passes.route.ts';
import { registerLogMessagesRoute } from './log-messages.route.ts';
import { registerRegisterDeviceRoute } from './register-device.route.ts';
import { registerUnregisterDeviceRoute } from './unregister-device.route.ts';

/** The wallet-apple routes, registered in the order they are matched. */
export const registerWalletAppleRoutes = (app: ApiApp) => {
  registerRegisterDeviceRoute(app);
  registerUnregisterDeviceRoute(app);
  registerListUpdatedPassesRoute(app);
  registerGetLatestPassRoute(app);
  registerLogMessagesRoute(app);
};
