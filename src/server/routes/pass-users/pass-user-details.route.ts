import { createRoute } from '@hono/zod-openapi';
import { CustomerUseCases } from '#domain/customers/index.ts';
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
import { CustomerDetailsSchema } from './pass-user-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'passUserDetails',
  path: '/api/pass-users/{id}/details',
  tags: ['customers'],
  summary: "A customer's contact data, answers, counters as the card reads them, and ledger history",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('customers.read')] as const,
  request: { params: idParams('id') },
  responses: {
    200: jsonOk('The customer', CustomerDetailsSchema, responseHeaders.cacheControl('no-store')),
    ...errorResponses(401, 403, 404),
  },
});

export const registerPassUserDetailsRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, CustomerUseCases.customerDetails)(
      c.var.principal.businessId,
      c.req.valid('param').id,
    );
    if (!result.ok) return domainFailure(c, 404, result.error);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: result.value }, 200);
  });
