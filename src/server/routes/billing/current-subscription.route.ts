import { createRoute } from '@hono/zod-openapi';
import { BillingUseCases, SubscriptionViewSchema } from '#domain/billing/index.ts';
import { bearerSecurity, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { billingErrorResponses, billingFailure } from './billing-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'currentSubscription',
  path: '/api/stripe/subscriptions/current',
  tags: ['billing'],
  summary: "The business's plan now: status, trial, period and usage against every limit",
  description:
    'Every member may read it (the web app hides what the plan does not allow). A trial that ran out or an ended subscription reads as the free plan (`stripeSubscriptionId: "free_plan"`).',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: jsonOk('The subscription', SubscriptionViewSchema), ...billingErrorResponses },
});

export const registerCurrentSubscriptionRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(
      c.var.container,
      BillingUseCases.currentSubscription,
    )(c.var.principal.businessId);
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return billingFailure(c, result.error);
  });
