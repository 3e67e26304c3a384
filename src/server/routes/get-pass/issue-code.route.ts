import { createRoute, z } from '@hono/zod-openapi';
import { IssueValidationCode } from '#domain/get-pass/index.ts';
import { bearerSecurity, errorResponses, jsonBody, use, type ApiApp } from '../../http/api.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { IssuedCodeResponse, issuedCode } from './issued-code.ts';
import { getPassFailure } from './get-pass-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'issueCode',
  path: '/api/pass/validation/issue-code',
  tags: ['customers'],
  summary:
    'Issue a validation code for a new customer of a published card (with their contact details when given)',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: {
    body: jsonBody(
      z.object({
        cardId: z.string().max(64),
        name: z.string().max(120).optional(),
        email: z.string().max(254).optional(),
        phone: z.string().max(32).optional(),
      }),
    ),
  },
  responses: { 200: IssuedCodeResponse, ...errorResponses(400, 401) },
});

export const registerIssueCodeRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, IssueValidationCode)(
      c.var.principal.businessId,
      c.req.valid('json'),
    );
    if (!result.ok) return getPassFailure(c, result.error) as never;
    return c.json(issuedCode(result.value), 200);
  });
