import type { ApiApp } from '../../http/api.ts';
import { registerContactFormRoute } from './contact-form.route.ts';
import { registerInvitationStatusRoute } from './invitation-status.route.ts';
import { registerRatingRoute } from './rating.route.ts';
import { registerSendInvitationRoute } from './send-invitation.route.ts';

/** The email routes, registered in the order they are matched. */
export const registerEmailRoutes = (app: ApiApp) => {
  registerSendInvitationRoute(app);
  registerInvitationStatusRoute(app);
  registerContactFormRoute(app);
  registerRatingRoute(app);
};
