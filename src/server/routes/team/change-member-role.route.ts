import { createRoute, z } from '@hono/zod-openapi';
import { TeamRoleChangeSchema, TeamUseCases } from '#domain/team/index.ts';
import {
  bearerSecurity,
  errorResponses,
  idParams,
  jsonBody,
  jsonOk,
  use,
  type ApiApp,
} from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { actorOf, teamFailure } from './team-route-parts.ts';

const route = createRoute({
  method: 'put',
  operationId: 'changeMemberRole',
  path: '/api/team/members/{userId}',
  tags: ['team'],
  summary: "Change a member's role (owners only; not your own; a business keeps an owner)",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('team.manage')] as const,
  request: { params: idParams('userId'), body: jsonBody(TeamRoleChangeSchema) },
  responses: {
    200: jsonOk('The new role', z.object({ role: z.string() })),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const registerChangeMemberRoleRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, TeamUseCases.changeMemberRole)(
      actorOf(c),
      c.req.valid('param').userId,
      c.req.valid('json'),
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return teamFailure(c, result.error);
  });
