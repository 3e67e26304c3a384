import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, RefreshRequestSchema, TokenPairSchema } from '#domain/auth/index.ts';
import { errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';

const route = createRoute({
  method: 'post',
  operationId: 'refresh',
  path: '/api/auth/refresh',
  tags: ['auth'],
  security: [],
  summary: 'Exchange a refresh token for a new token pair',
  description:
    'Refresh tokens are single use. Presenting one that was already used revokes every token of its family (the session), so a stolen token dies with the one the user still holds.',
  request: { body: jsonBody(RefreshRequestSchema) },
  responses: {
    200: jsonOk('A new access token and refresh token', TokenPairSchema),
    ...errorResponses(400, 401),
  },
});

export const registerRefreshRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.refreshSession)(c.req.valid('json').refresh_token);
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return domainFailure(c, 401, result.error);
  });
