import { createRoute } from '@hono/zod-openapi';
import { BillingUseCases, CancelQuerySchema, SubscriptionViewSchema } from '#domain/billing/index.ts';
import { bearerSecurity, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { billingErrorResponses, billingFailure } from './billing-route-parts.ts';

const route = createRoute({
  method: 'delete',
  operationId: 'cancelSubscription',
  path: '/api/stripe/subscriptions/cancel',
  tags: ['billing'],
  summary: 'Cancel now (the free plan applies at once) or at the end of the paid period (owners only)',
  description: 'Nothing is deleted: cards and passes stay; only creating more is limited by the free plan.',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('billing.manage')] as const,
  request: { query: CancelQuerySchema },
  responses: {
    200: jsonOk('The subscription after', SubscriptionViewSchema),
    ...billingErrorResponses,
  },
});

export const registerCancelSubscriptionRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, BillingUseCases.cancelSubscription)(
      c.var.principal.businessId,
      c.req.query(),
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return billingFailure(c, result.error);
  });
