import type { ApiApp } from '../../http/api.ts';
import { registerGetScannerSessionRoute } from './get-scanner-session.route.ts';
import { registerScanActionRoute } from './scan-action.route.ts';
import { registerScanPassRoute } from './scan-pass.route.ts';
import { registerUndoScanActionRoute } from './undo-scan-action.route.ts';

/** The scanner routes, registered in the order they are matched. */
export const registerScannerRoutes = (app: ApiApp) => {
  registerGetScannerSessionRoute(app);
  registerScanPassRoute(app);
  registerScanActionRoute(app);
  registerUndoScanActionRoute(app);
};
