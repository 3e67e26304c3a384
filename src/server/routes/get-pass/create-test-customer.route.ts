import { createRoute, z } from '@hono/zod-openapi';
import { IssueValidationCode } from '#domain/get-pass/index.ts';
import { bearerSecurity, errorResponses, jsonBody, use, type ApiApp } from '../../http/api.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { getPassFailure } from './get-pass-route-parts.ts';
import { IssuedCodeResponse, issuedCode } from './issued-code.ts';

const route = createRoute({
  method: 'post',
  operationId: 'createTestCustomer',
  path: '/api/pass/validation/test-customer',
  tags: ['customers'],
  summary: 'Create a test customer with a validation code (card-testing wizard)',
  description: 'A missing card id or the demo placeholder is refused with "Invalid card ID".',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: {
    body: jsonBody(
      z.object({
        cardId: z.string().max(64).optional(),
        name: z
          .string({ error: 'validation.required' })
          .trim()
          .min(1, { error: 'validation.required' })
          .max(120, { error: 'validation.too_long' }),
        email: z
          .string({ error: 'validation.required' })
          .trim()
          .min(1, { error: 'validation.required' })
          .max(254, { error: 'validation.too_long' }),
        phone: z.string().max(32).optional(),
      }),
    ),
  },
  responses: { 200: IssuedCodeResponse, ...errorResponses(400, 401) },
});

export const registerCreateTestCustomerRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, IssueValidationCode)(c.var.principal.businessId, {
      ...c.req.valid('json'),
      isTest: true,
    });
    if (!result.ok) return getPassFailure(c, result.error) as never;
    return c.json(issuedCode(result.value, 'Test customer created successfully!'), 200);
  });
