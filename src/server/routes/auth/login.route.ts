import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, CredentialsSchema, TokenPairSchema } from '#domain/auth/index.ts';
import { errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure, failure } from '../../http/errors.ts';

const route = createRoute({
  method: 'post',
  operationId: 'login',
  path: '/api/auth/login',
  tags: ['auth'],
  security: [],
  summary: 'Sign in with email and password',
  request: { body: jsonBody(CredentialsSchema) },
  responses: {
    200: jsonOk('Signed in', TokenPairSchema),
    ...errorResponses(400, 401, 429),
  },
});

export const registerLoginRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.authenticate)(
      c.req.valid('json'),
      c.var.clientKey,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    const error = result.error;
    if ('retryAfterSeconds' in error) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      return failure(c, 429, error.code, { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
    }
    if (error.code === 'auth.invalid_credentials') return failure(c, 401, error.code);
    return domainFailure(c, 400, error);
  });
