import type { ApiApp } from '../../http/api.ts';
import { registerCreateDeviceKeyRoute } from './create-device-key.route.ts';
import { registerListDeviceKeysRoute } from './list-device-keys.route.ts';
import { registerRevokeDeviceKeyRoute } from './revoke-device-key.route.ts';

/** The scanner-keys routes, registered in the order they are matched. */
export const registerScannerKeysRoutes = (app: ApiApp) => {
  registerListDeviceKeysRoute(app);
  registerCreateDeviceKeyRoute(app);
  registerRevokeDeviceKeyRoute(app);
};
