import { createRoute } from '@hono/zod-openapi';
import { GetPassUseCases, TestCustomerRequestSchema } from '#domain/get-pass/index.ts';
import { bearerSecurity, errorResponses, jsonBody, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { domainFailure } from '../../http/errors.ts';
import { IssuedCodeResponse, issuedCode } from './issued-code.ts';

const route = createRoute({
  method: 'post',
  operationId: 'createTestCustomer',
  path: '/api/pass/validation/test-customer',
  tags: ['customers'],
  summary: 'Create a test customer with a validation code (card-testing wizard)',
  description: 'A missing card id or the demo placeholder is refused with "Invalid card ID".',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('testing.use')] as const,
  request: {
    body: jsonBody(TestCustomerRequestSchema),
  },
  responses: { 200: IssuedCodeResponse, ...errorResponses(400, 401, 403) },
});

export const registerCreateTestCustomerRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, GetPassUseCases.issueValidationCode)(
      c.var.principal.businessId,
      {
        ...c.req.valid('json'),
        isTest: true,
      },
    );
    // A missing, foreign or unpublished card is "Invalid card ID" here, not a 404: every refusal is 400.
    if (!result.ok) return domainFailure(c, 400, result.error);
    return c.json(issuedCode(result.value, 'Test customer created successfully!'), 200);
  });
