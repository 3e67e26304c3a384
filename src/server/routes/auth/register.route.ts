import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, RegistrationResultSchema, RegistrationSchema } from '#domain/auth/index.ts';
import { errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure, throttledFailure } from '../../http/errors.ts';
import { refreshCookieHeader, setRefreshCookie } from '../../http/refresh-cookie.ts';

const route = createRoute({
  method: 'post',
  operationId: 'register',
  path: '/api/auth/register',
  tags: ['auth'],
  security: [],
  summary: 'Create a business account and sign in',
  request: { body: jsonBody(RegistrationSchema) },
  responses: {
    201: jsonOk(
      'The account was created; the tokens sign it in',
      RegistrationResultSchema,
      refreshCookieHeader,
    ),
    ...errorResponses(400, 409, 429),
  },
});

export const registerRegisterRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.registerAccount)(
      c.req.valid('json'),
      c.req.header('user-agent')?.slice(0, 300) ?? null,
      c.var.clientKey,
    );
    if (result.ok) {
      setRefreshCookie(c, result.value.refresh_token);
      return c.json({ success: true as const, data: result.value }, 201);
    }
    if ('retryAfterSeconds' in result.error) return throttledFailure(c, result.error);
    return domainFailure(c, result.error.code === 'auth.email_taken' ? 409 : 400, result.error);
  });
