import { createRoute } from '@hono/zod-openapi';
import { GET_PASS_ERRORS, GetPassUseCases, IssueCodeRequestSchema } from '#domain/get-pass/index.ts';
import { bearerSecurity, errorResponses, jsonBody, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { IssuedCodeResponse, issuedCode } from './issued-code.ts';
import { domainFailure } from '../../http/errors.ts';

const route = createRoute({
  method: 'post',
  operationId: 'issueCode',
  path: '/api/pass/validation/issue-code',
  tags: ['customers'],
  summary:
    'Issue a validation code for a new customer of a published card (with their contact details when given)',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('customers.act')] as const,
  request: {
    body: jsonBody(IssueCodeRequestSchema),
  },
  responses: { 200: IssuedCodeResponse, ...errorResponses(400, 401, 403, 409) },
});

export const registerIssueCodeRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, GetPassUseCases.issueValidationCode)(
      c.var.principal.businessId,
      { ...c.req.valid('json'), refuseKnownEmail: true },
    );
    // A missing, foreign or unpublished card is "Invalid card ID" here, not a 404; an email that
    // already holds the card is a conflict.
    if (!result.ok)
      return domainFailure(c, result.error.code === GET_PASS_ERRORS.emailTaken ? 409 : 400, result.error);
    return c.json(issuedCode(result.value), 200);
  });
