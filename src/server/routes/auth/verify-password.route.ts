import { createRoute, z } from '@hono/zod-openapi';
import { AuthUseCases, ResetPasswordSchema } from '#domain/auth/index.ts';
import { errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';

const route = createRoute({
  method: 'post',
  operationId: 'verifyPassword',
  path: '/api/auth/verify-password',
  tags: ['auth'],
  security: [],
  summary: 'Set a new password with a resetToken; every session of the account ends',
  request: { body: jsonBody(ResetPasswordSchema) },
  responses: {
    200: jsonOk('The password is changed', z.object({ reset: z.literal(true) })),
    ...errorResponses(400),
  },
});

export const registerVerifyPasswordRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.resetPassword)(
      c.req.valid('json'),
      c.var.clientKey,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return domainFailure(c, 400, result.error);
  });
