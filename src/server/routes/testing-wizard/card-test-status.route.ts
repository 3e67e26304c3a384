import { createRoute } from '@hono/zod-openapi';
import { TestingUseCases, TestStatusSchema } from '#domain/testing-wizard/index.ts';
import {
  bearerSecurity,
  errorResponses,
  idParams,
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
  operationId: 'cardTestStatus',
  path: '/api/business-card/{id}/test-status',
  tags: ['cards'],
  summary: "The card-testing wizard's checks for a published card, from recorded events",
  description:
    "Follows the card's newest test customer (`POST /api/pass/validation/test-customer`). Each check is `done` only from its event: `customer` (created), `download` (its pass file or save link was first handed out), `registration` (an Apple device registered the pass or Google reported a save), `message` (a message sent with `passUserId` reached that pass alone and is on it), `scan` (a scanner device key changed the pass; only for cards that are scanned). `registration` is `unverifiable`, with the reasons, when no wallet can report an install to this server (development signing, or `PUBLIC_URL` not a public https address). `passed` is true when no check is `waiting`.",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('testing.use')] as const,
  request: { params: idParams('id') },
  responses: {
    200: jsonOk(
      'The checks',
      TestStatusSchema.meta({ id: 'CardTestStatus' }),
      responseHeaders.cacheControl('no-store'),
    ),
    ...errorResponses(401, 403, 404),
  },
});

export const registerCardTestStatusRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, TestingUseCases.cardTestStatus)(
      c.var.principal.businessId,
      c.req.valid('param').id,
    );
    if (!result.ok) return domainFailure(c, 404, result.error);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: result.value }, 200);
  });
