import { createRoute, z } from '@hono/zod-openapi';
import { BillingUseCases, PaymentMethodSchema } from '#domain/billing/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'paymentMethods',
  path: '/api/stripe/payment-methods',
  tags: ['billing'],
  summary: 'Saved payment methods; none with the built-in provider (owners only)',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('billing.manage')] as const,
  responses: {
    200: jsonOk(
      'Saved payment methods; none with the built-in provider (owners only)',
      z.array(PaymentMethodSchema),
    ),
    ...errorResponses(401, 403),
  },
});

export const registerPaymentMethodsRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const data = await use(c.var.container, BillingUseCases.paymentMethods)(c.var.principal.businessId);
    return c.json({ success: true as const, data }, 200);
  });
