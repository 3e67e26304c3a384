import { createRoute } from '@hono/zod-openapi';
import { BillingUseCases, UpcomingInvoiceSchema } from '#domain/billing/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'upcomingInvoice',
  path: '/api/stripe/upcoming-invoice',
  tags: ['billing'],
  summary: 'The next charge, or null when none is due (owners only)',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('billing.manage')] as const,
  responses: {
    200: jsonOk('The next charge, or null when none is due (owners only)', UpcomingInvoiceSchema.nullable()),
    ...errorResponses(401, 403),
  },
});

export const registerUpcomingInvoiceRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const data = await use(c.var.container, BillingUseCases.upcomingInvoice)(c.var.principal.businessId);
    return c.json({ success: true as const, data }, 200);
  });
