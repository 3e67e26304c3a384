import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases } from '#domain/auth/index.ts';
import { TeamInvitationPreviewSchema, TeamInvitationTokenSchema } from '#domain/team/index.ts';
import { errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';

const route = createRoute({
  method: 'post',
  operationId: 'previewInvitation',
  path: '/api/team/invitations/preview',
  tags: ['team'],
  security: [],
  summary: 'What a team invitation is for: the business, the invited address and the role',
  description:
    "Read with the invitation mail's token before joining (in the body, so it stays out of logs). A used, replaced, withdrawn or expired invitation is 400 `team.invitation_invalid`.",
  request: { body: jsonBody(TeamInvitationTokenSchema) },
  responses: {
    200: jsonOk('The invitation', TeamInvitationPreviewSchema),
    ...errorResponses(400),
  },
});

export const registerPreviewInvitationRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.previewInvitation)(c.req.valid('json'));
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return domainFailure(c, 400, result.error);
  });
