import { createRoute } from '@hono/zod-openapi';
import {
  BillingUseCases,
  CheckoutLinkSchema,
  SubscribeBodySchema,
  SubscribeQuerySchema,
} from '#domain/billing/index.ts';
import { bearerSecurity, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { billingErrorResponses, billingFailure } from './billing-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'subscribe',
  path: '/api/stripe/subscriptions',
  tags: ['billing'],
  summary: 'Start buying a plan, or change plan: answers the link to pay at (owners only)',
  description:
    "With the built-in provider the link is this server's checkout page (`/billing/checkout/{sessionId}`); with Stripe, a Stripe Checkout page, or the success URL when a paid Stripe plan is changed in place (prorated by Stripe). A currency without a price falls back to USD and `note` says so.",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('billing.manage')] as const,
  request: { query: SubscribeQuerySchema, body: jsonBody(SubscribeBodySchema) },
  responses: {
    200: jsonOk('Where to pay', CheckoutLinkSchema),
    ...billingErrorResponses,
  },
});

export const registerSubscribeRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const { userId, businessId } = c.var.principal;
    const result = await use(c.var.container, BillingUseCases.subscribe)(
      { businessId, userId },
      c.req.valid('json'),
      c.req.valid('query').currency,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return billingFailure(c, result.error);
  });
