import { createRoute, z } from '@hono/zod-openapi';
import { TeamUseCases } from '#domain/team/index.ts';
import { bearerSecurity, errorResponses, idParams, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { actorOf, teamFailure } from './team-route-parts.ts';

const route = createRoute({
  method: 'delete',
  operationId: 'removeMember',
  path: '/api/team/members/{userId}',
  tags: ['team'],
  summary: 'Remove a member (their account and sessions end) or withdraw a pending invitation',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('team.manage')] as const,
  request: { params: idParams('userId') },
  responses: {
    200: jsonOk('Removed', z.object({ removed: z.literal(true) })),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const registerRemoveMemberRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, TeamUseCases.removeMember)(
      actorOf(c),
      c.req.valid('param').userId,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return teamFailure(c, result.error);
  });
