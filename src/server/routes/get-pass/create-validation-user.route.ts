import { createRoute } from '@hono/zod-openapi';
import { CreateCustomerRequestSchema, GetPassUseCases } from '#domain/get-pass/index.ts';
import { bearerSecurity, errorResponses, jsonBody, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { CollectedData } from './get-pass-route-parts.ts';
import { domainFailure } from '../../http/errors.ts';
import { IssuedCodeResponse, issuedCode } from './issued-code.ts';

const route = createRoute({
  method: 'post',
  operationId: 'createValidationUser',
  path: '/api/pass/validation/create-user',
  tags: ['customers'],
  summary: "Create a customer from answers to the card's form, with a validation code",
  description: "`data` is checked against the card's data-collection fields, as on the get-pass page.",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('customers.act')] as const,
  request: { body: jsonBody(CreateCustomerRequestSchema.extend({ data: CollectedData })) },
  responses: { 200: IssuedCodeResponse, ...errorResponses(400, 401, 403) },
});

export const registerCreateValidationUserRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, GetPassUseCases.issueValidationCode)(
      c.var.principal.businessId,
      c.req.valid('json'),
    );
    // A missing, foreign or unpublished card is "Invalid card ID" here, not a 404: every refusal is 400.
    if (!result.ok) return domainFailure(c, 400, result.error);
    return c.json(issuedCode(result.value, 'Customer created'), 200);
  });
