import { createRoute, z } from '@hono/zod-openapi';
import { BillingUseCases, DefaultPaymentMethodBodySchema } from '#domain/billing/index.ts';
import { bearerSecurity, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { billingErrorResponses, billingFailure } from './billing-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'setDefaultPaymentMethod',
  path: '/api/stripe/payment-methods/default',
  tags: ['billing'],
  summary: 'Make a saved payment method the one invoices are charged to (owners only)',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('billing.manage')] as const,
  request: { body: jsonBody(DefaultPaymentMethodBodySchema) },
  responses: {
    200: jsonOk('The default method', z.object({ paymentMethodId: z.string() })),
    ...billingErrorResponses,
  },
});

export const registerDefaultPaymentMethodRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, BillingUseCases.setDefaultPaymentMethod)(
      c.var.principal.businessId,
      c.req.valid('json').paymentMethodId,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return billingFailure(c, result.error);
  });
