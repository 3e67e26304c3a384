import { createRoute } from '@hono/zod-openapi';
import { InvitationStatusReplySchema, InvitationUseCases } from '#domain/invitations/index.ts';
import {
  bearerSecurity,
  idParams,
  errorResponses,
  jsonOk,
  responseHeaders,
  use,
  type ApiApp,
} from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'invitationStatus',
  path: '/api/email/invitation-status/{customerId}',
  tags: ['customers'],
  summary: "Where a customer's latest invitation email stands",
  description:
    '`queued` (waiting for the mail worker), `retrying` (the mail server failed, it will be tried again), `failed` (given up: permanently refused or out of tries) or `sent`.',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('customers.read')] as const,
  request: {
    params: idParams('customerId'),
  },
  responses: {
    200: jsonOk('The status', InvitationStatusReplySchema, responseHeaders.cacheControl('no-store')),
    ...errorResponses(401, 403, 404),
  },
});

export const registerInvitationStatusRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, InvitationUseCases.invitationStatus)(
      c.var.principal.businessId,
      c.req.valid('param').customerId,
    );
    if (!result.ok) return domainFailure(c, 404, result.error);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: result.value }, 200);
  });
