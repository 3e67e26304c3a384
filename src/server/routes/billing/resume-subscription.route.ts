import { createRoute } from '@hono/zod-openapi';
import { BillingUseCases, SubscriptionViewSchema } from '#domain/billing/index.ts';
import { bearerSecurity, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { billingErrorResponses, billingFailure } from './billing-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'resumeSubscription',
  path: '/api/stripe/subscriptions/resume',
  tags: ['billing'],
  summary: 'Keep a plan that was cancelled at the end of its period (owners only)',
  description:
    'Undoes `DELETE /api/stripe/subscriptions/cancel?cancelImmediately=false` while the paid period lasts: the plan renews again. 409 `billing.not_ending` when no plan is set to end (or its period is over).',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('billing.manage')] as const,
  responses: {
    200: jsonOk('The subscription after', SubscriptionViewSchema),
    ...billingErrorResponses,
  },
});

export const registerResumeSubscriptionRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, BillingUseCases.resumeSubscription)(c.var.principal.businessId);
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return billingFailure(c, result.error);
  });
