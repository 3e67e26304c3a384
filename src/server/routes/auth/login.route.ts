import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, CredentialsSchema, TokenPairSchema } from '#domain/auth/index.ts';
import { errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure, failure, throttledFailure } from '../../http/errors.ts';
import { refreshCookieHeader, setRefreshCookie } from '../../http/refresh-cookie.ts';

const route = createRoute({
  method: 'post',
  operationId: 'login',
  path: '/api/auth/login',
  tags: ['auth'],
  security: [],
  summary: 'Sign in with email and password',
  request: { body: jsonBody(CredentialsSchema) },
  responses: {
    200: jsonOk('Signed in', TokenPairSchema, refreshCookieHeader),
    ...errorResponses(400, 401, 429),
  },
});

export const registerLoginRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.authenticate)(
      c.req.valid('json'),
      c.var.clientKey,
      c.req.header('user-agent')?.slice(0, 300) ?? null,
    );
    if (result.ok) {
      setRefreshCookie(c, result.value.refresh_token);
      return c.json({ success: true as const, data: result.value }, 200);
    }
    const error = result.error;
    if ('retryAfterSeconds' in error) return throttledFailure(c, error);
    if (error.code === 'auth.invalid_credentials') return failure(c, 401, error.code);
    return domainFailure(c, 400, error);
  });
