import { createRoute, z } from '@hono/zod-openapi';
import { BillingUseCases, PortalBodySchema } from '#domain/billing/index.ts';
import { bearerSecurity, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { billingErrorResponses, billingFailure } from './billing-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'customerPortal',
  path: '/api/stripe/customer-portal',
  tags: ['billing'],
  summary: "Where the business manages payment details: Stripe's portal, or the account's billing tab",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('billing.manage')] as const,
  request: { body: jsonBody(PortalBodySchema) },
  responses: {
    200: jsonOk('The portal address', z.object({ url: z.string() })),
    ...billingErrorResponses,
  },
});

export const registerCustomerPortalRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, BillingUseCases.customerPortal)(
      c.var.principal.businessId,
      c.req.valid('json').returnUrl ?? '',
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return billingFailure(c, result.error);
  });
