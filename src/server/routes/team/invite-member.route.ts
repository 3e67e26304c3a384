import { createRoute } from '@hono/zod-openapi';
import { emailLanguageFor } from '#domain/invitations/index.ts';
import { TeamInviteSchema, TeamMemberViewSchema, TeamUseCases } from '#domain/team/index.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { actorOf, teamFailure } from './team-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'inviteMember',
  path: '/api/team/invitations',
  tags: ['team'],
  summary: 'Invite someone by email with a role (owners only); the mail holds a link that works 7 days',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('team.manage')] as const,
  request: { body: jsonBody(TeamInviteSchema) },
  responses: {
    201: jsonOk('The pending invitation', TeamMemberViewSchema),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const registerInviteMemberRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, TeamUseCases.inviteMember)(
      actorOf(c),
      c.req.valid('json'),
      emailLanguageFor(c.req.header('accept-language')),
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 201);
    return teamFailure(c, result.error);
  });
