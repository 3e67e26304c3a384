import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, RegistrationResultSchema } from '#domain/auth/index.ts';
import { TeamAcceptSchema } from '#domain/team/index.ts';
import { errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { refreshCookieHeader, setRefreshCookie } from '../../http/refresh-cookie.ts';

const route = createRoute({
  method: 'post',
  operationId: 'acceptInvitation',
  path: '/api/team/invitations/accept',
  tags: ['team'],
  security: [],
  summary: "Join a business with the invitation mail's token: sets a name and password and signs in",
  request: { body: jsonBody(TeamAcceptSchema) },
  responses: {
    201: jsonOk('Joined; the tokens sign in', RegistrationResultSchema, refreshCookieHeader),
    ...errorResponses(400, 409),
  },
});

export const registerAcceptInvitationRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.acceptInvitation)(
      c.req.valid('json'),
      c.req.header('user-agent')?.slice(0, 300) ?? null,
    );
    if (result.ok) {
      setRefreshCookie(c, result.value.refresh_token);
      return c.json({ success: true as const, data: result.value }, 201);
    }
    return domainFailure(c, result.error.code === 'team.email_taken' ? 409 : 400, result.error);
  });
