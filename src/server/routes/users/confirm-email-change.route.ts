import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, CodeProofSchema, UserSchema } from '#domain/auth/index.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure, throttledFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'put',
  operationId: 'confirmEmailChange',
  path: '/api/users/me/email',
  tags: ['users'],
  summary: 'Move the account to the new address with its code (`{email, code}`) or link (`{a, b}`)',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { body: jsonBody(CodeProofSchema) },
  responses: {
    200: jsonOk('The user at the new address', UserSchema),
    ...errorResponses(400, 401, 409, 429),
  },
});

export const registerConfirmEmailChangeRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.confirmEmailChange)(
      c.var.principal,
      c.req.valid('json'),
      c.var.clientKey,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    if ('retryAfterSeconds' in result.error) return throttledFailure(c, result.error);
    return domainFailure(c, result.error.code === 'auth.email_taken' ? 409 : 400, result.error);
  });
