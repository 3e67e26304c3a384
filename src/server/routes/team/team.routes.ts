import type { ApiApp } from '../../http/api.ts';
import { registerAcceptInvitationRoute } from './accept-invitation.route.ts';
import { registerChangeMemberRoleRoute } from './change-member-role.route.ts';
import { registerInviteMemberRoute } from './invite-member.route.ts';
import { registerListTeamRoute } from './list-team.route.ts';
import { registerPreviewInvitationRoute } from './preview-invitation.route.ts';
import { registerRemoveMemberRoute } from './remove-member.route.ts';

/** The team routes, registered in the order they are matched. */
export const registerTeamRoutes = (app: ApiApp) => {
  registerListTeamRoute(app);
  registerPreviewInvitationRoute(app);
  registerAcceptInvitationRoute(app);
  registerInviteMemberRoute(app);
  registerChangeMemberRoleRoute(app);
  registerRemoveMemberRoute(app);
};
