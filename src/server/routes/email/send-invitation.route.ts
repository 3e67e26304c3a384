import { createRoute } from '@hono/zod-openapi';
import {
  InvitationSentSchema,
  InvitationUseCases,
  SendInvitationRequestSchema,
} from '#domain/invitations/index.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'post',
  operationId: 'sendInvitation',
  path: '/api/email/send-invitation',
  tags: ['customers'],
  summary: 'Invite a person to a published card by email, with a fresh validation code',
  description:
    'The email is sent in the background (retried when the mail server fails), in `language`, else in the language of the card (the one its pass speaks). The same email on the same card re-invites the same customer with a new code; `customerId` sends an existing customer (one added with a code only) their unused code.',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('customers.act')] as const,
  request: {
    body: jsonBody(SendInvitationRequestSchema),
  },
  responses: {
    200: jsonOk('The invitation is queued', InvitationSentSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerSendInvitationRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const body = c.req.valid('json');
    const result = await use(c.var.container, InvitationUseCases.sendInvitation)(
      c.var.principal.businessId,
      body,
      body.language,
    );
    if (!result.ok)
      return domainFailure(c, result.error.code === 'passes.holder_not_found' ? 404 : 400, result.error);
    return c.json(
      {
        success: true as const,
        message: 'Invitation email sent successfully!',
        data: { customerId: result.value.holderId, validationCode: result.value.validationCode },
      },
      200,
    );
  });
