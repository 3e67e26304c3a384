import { createRoute, z } from '@hono/zod-openapi';
import { BillingUseCases, CheckoutSessionViewSchema } from '#domain/billing/index.ts';
import { bearerSecurity, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { billingErrorResponses, billingFailure } from './billing-route-parts.ts';

export const CheckoutSessionParams = z.object({
  // Built here, not taken from the domain: zod 4 adds `.openapi()` only to schemas made after @hono/zod-openapi loads.
  sessionId: z
    .uuid({ error: 'billing.checkout_not_found' })
    .openapi({ param: { name: 'sessionId', in: 'path' } }),
});

const route = createRoute({
  method: 'get',
  operationId: 'getCheckoutSession',
  path: '/api/billing/checkout/{sessionId}',
  tags: ['billing'],
  summary: 'A built-in checkout: the plan, its price in the currency, the discount and what is due now',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('billing.manage')] as const,
  request: { params: CheckoutSessionParams },
  responses: {
    200: jsonOk('The checkout', CheckoutSessionViewSchema),
    ...billingErrorResponses,
  },
});

export const registerCheckoutSessionRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, BillingUseCases.viewCheckout)(
      c.var.principal.businessId,
      c.req.valid('param').sessionId,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return billingFailure(c, result.error);
  });
