import { createRoute, z } from '@hono/zod-openapi';
import { BillingUseCases, PaymentHistoryEntrySchema } from '#domain/billing/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'paymentHistory',
  path: '/api/stripe/payment-history',
  tags: ['billing'],
  summary: 'Invoices, newest first (owners only)',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('billing.manage')] as const,
  responses: {
    200: jsonOk('Invoices, newest first (owners only)', z.array(PaymentHistoryEntrySchema)),
    ...errorResponses(401, 403),
  },
});

export const registerPaymentHistoryRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const data = await use(c.var.container, BillingUseCases.paymentHistory)(c.var.principal.businessId);
    return c.json({ success: true as const, data }, 200);
  });
