import { createRoute, z } from '@hono/zod-openapi';
import { BillingUseCases } from '#domain/billing/index.ts';
import { jsonOk, use, type ApiApp } from '../../http/api.ts';
import { billingErrorResponses, billingFailure } from './billing-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'stripeWebhook',
  path: '/api/stripe/webhook',
  tags: ['billing'],
  summary: "Stripe's events: the only writer of a Stripe subscription's state",
  description:
    'The `Stripe-Signature` header is checked against the raw body (400 when it is missing or wrong). An event already applied (same id) or older than the newest applied one changes nothing. 404 when Stripe is not configured.',
  security: [],
  request: {
    body: { required: true, content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } },
  },
  responses: {
    200: jsonOk(
      'Received',
      z.object({ applied: z.boolean(), reason: z.enum(['replayed', 'stale', 'unrelated']).optional() }),
    ),
    ...billingErrorResponses,
  },
});

export const registerStripeWebhookRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    // The signature covers the bytes as sent: read the raw text, not the parsed body.
    const result = await use(c.var.container, BillingUseCases.applyProviderEvent)(
      await c.req.text(),
      c.req.header('stripe-signature'),
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return billingFailure(c, result.error);
  });
