import type { ApiApp } from '../../http/api.ts';
import { registerCardTestStatusRoute } from './card-test-status.route.ts';

/** The testing-wizard routes, registered in the order they are matched. */
export const registerTestingWizardRoutes = (app: ApiApp) => {
  registerCardTestStatusRoute(app);
};
