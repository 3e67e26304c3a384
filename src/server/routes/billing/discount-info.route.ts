import { createRoute } from '@hono/zod-openapi';
import { BillingUseCases, DiscountInfoSchema } from '#domain/billing/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'discountInfo',
  path: '/api/referrals/discount-info',
  tags: ['billing'],
  summary: "The discount of the business's applied referral code (requirements §3)",
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: jsonOk('The discount', DiscountInfoSchema), ...errorResponses(401) },
});

export const registerDiscountInfoRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const data = await use(c.var.container, BillingUseCases.discountInfo)(c.var.principal.businessId);
    return c.json({ success: true as const, data }, 200);
  });
