import { createRoute, z } from '@hono/zod-openapi';
import { IssueValidationCode } from '#domain/get-pass/index.ts';
import { bearerSecurity, errorResponses, jsonBody, use, type ApiApp } from '../../http/api.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { CollectedData, getPassFailure } from './get-pass-route-parts.ts';
import { IssuedCodeResponse, issuedCode } from './issued-code.ts';

const route = createRoute({
  method: 'post',
  operationId: 'createValidationUser',
  path: '/api/pass/validation/create-user',
  tags: ['customers'],
  summary: "Create a customer from answers to the card's form, with a validation code",
  description: "`data` is checked against the card's data-collection fields, as on the get-pass page.",
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { body: jsonBody(z.object({ cardId: z.string().max(64), data: CollectedData })) },
  responses: { 200: IssuedCodeResponse, ...errorResponses(400, 401) },
});

export const registerCreateValidationUserRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, IssueValidationCode)(
      c.var.principal.businessId,
      c.req.valid('json'),
    );
    if (!result.ok) return getPassFailure(c, result.error) as never;
    return c.json(issuedCode(result.value, 'Customer created'), 200);
  });
