import type { ApiApp } from '../../http/api.ts';
import { registerGetApplePassRoute } from './get-apple-pass.route.ts';
import { registerGetGooglePassRoute } from './get-google-pass.route.ts';
import { registerGetPdfPassRoute } from './get-pdf-pass.route.ts';
import { registerGetStampStripRoute } from './get-stamp-strip.route.ts';
import { registerIssueHolderRoute } from './issue-holder.route.ts';

/** The passes routes, registered in the order they are matched. */
export const registerPassesRoutes = (app: ApiApp) => {
  registerGetApplePassRoute(app);
  registerGetGooglePassRoute(app);
  registerGetPdfPassRoute(app);
  registerIssueHolderRoute(app);
  registerGetStampStripRoute(app);
};
