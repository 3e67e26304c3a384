import { createRoute, z } from '@hono/zod-openapi';
import { TeamMemberViewSchema, TeamUseCases } from '#domain/team/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { actorOf } from './team-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'listTeam',
  path: '/api/team',
  tags: ['team'],
  summary: "The business's members and pending invitations",
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: {
    200: jsonOk('Members, then invitations', z.array(TeamMemberViewSchema)),
    ...errorResponses(401),
  },
});

export const registerListTeamRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const data = await use(c.var.container, TeamUseCases.listTeam)(actorOf(c));
    return c.json({ success: true as const, data }, 200);
  });
