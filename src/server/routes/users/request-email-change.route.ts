import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, CodeRequestSchema, CodeSentSchema } from '#domain/auth/index.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { codeRequestAnswer } from '../auth/code-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'requestEmailChange',
  path: '/api/users/me/email',
  tags: ['users'],
  summary: 'Mail a code and link to a new address, to move the account there',
  description:
    "The code (15 minutes) and the link to `/account/verify-email/{a}/{b}` (24 hours) go to the new address; `PUT /api/users/me/email` takes either. An address that already has an account gets no mail; the account's own address is refused with 400 `auth.email_unchanged`.",
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { body: jsonBody(CodeRequestSchema) },
  responses: { 200: jsonOk('Sent', CodeSentSchema), ...errorResponses(400, 401, 429) },
});

export const registerRequestEmailChangeRoute = (app: ApiApp) =>
  app.openapi(route, (c) =>
    codeRequestAnswer(c, (language, clientKey) =>
      use(c.var.container, AuthUseCases.requestEmailChange)(
        c.var.principal,
        c.req.valid('json'),
        language,
        clientKey,
      ),
    ),
  );
