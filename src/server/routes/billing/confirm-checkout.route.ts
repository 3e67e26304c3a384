import { createRoute, z } from '@hono/zod-openapi';
import { BillingUseCases } from '#domain/billing/index.ts';
import { bearerSecurity, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { billingErrorResponses, billingFailure } from './billing-route-parts.ts';
import { CheckoutSessionParams } from './get-checkout-session.route.ts';

const route = createRoute({
  method: 'post',
  operationId: 'confirmCheckout',
  path: '/billing/checkout/{sessionId}',
  tags: ['billing'],
  summary: 'Confirm a built-in checkout: the plan is active at once and a numbered invoice records it',
  description:
    "The checkout page's Confirm button (issue 24): POST to the page's own path, by the session's business. A second confirmation (or one whose credit another confirmation spent meanwhile) is 409, an expired session 410. A plan chosen during a live trial charges nothing now: `invoiceNumber` is null and the first invoice comes at the trial's end. The answer names where to go (`successUrl`).",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('billing.manage')] as const,
  request: { params: CheckoutSessionParams },
  responses: {
    200: jsonOk('Confirmed', z.object({ redirectUrl: z.string(), invoiceNumber: z.string().nullable() })),
    ...billingErrorResponses,
    410: {
      description: 'The checkout expired: start again from the plans',
      content: {
        'application/json': {
          schema: z.object({ success: z.literal(false), code: z.string(), message: z.string() }),
        },
      },
    },
  },
});

export const registerConfirmCheckoutRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, BillingUseCases.confirmCheckout)(
      c.var.principal.businessId,
      c.req.valid('param').sessionId,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return billingFailure(c, result.error);
  });
