import type { ApiApp } from '../../http/api.ts';
import { registerCreateTestCustomerRoute } from './create-test-customer.route.ts';
import { registerCreateValidationUserRoute } from './create-validation-user.route.ts';
import { registerGetDataRequirementsRoute } from './get-data-requirements.route.ts';
import { registerGetPassRequirementsRoute } from './get-pass-requirements.route.ts';
import { registerGetPublicCardRoute } from './get-public-card.route.ts';
import { registerIssueCodeRoute } from './issue-code.route.ts';
import { registerRegenerateCodeRoute } from './regenerate-code.route.ts';
import { registerSubmitDataRoute } from './submit-data.route.ts';
import { registerValidateCodeRoute } from './validate-code.route.ts';

/** The get-pass routes, registered in the order they are matched. */
export const registerGetPassRoutes = (app: ApiApp) => {
  registerGetPublicCardRoute(app);
  registerGetPassRequirementsRoute(app);
  registerGetDataRequirementsRoute(app);
  registerValidateCodeRoute(app);
  registerSubmitDataRoute(app);
  registerIssueCodeRoute(app);
  registerCreateValidationUserRoute(app);
  registerCreateTestCustomerRoute(app);
  registerRegenerateCodeRoute(app);
};
