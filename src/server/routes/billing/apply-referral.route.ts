import { createRoute } from '@hono/zod-openapi';
import { ApplyReferralBodySchema, BillingUseCases, DiscountInfoSchema } from '#domain/billing/index.ts';
import { bearerSecurity, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { billingErrorResponses, billingFailure } from './billing-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'applyReferral',
  path: '/api/referrals/apply',
  tags: ['billing'],
  summary: 'Keep a referral code on the business: what it buys next is discounted (owners only)',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('billing.manage')] as const,
  request: { body: jsonBody(ApplyReferralBodySchema) },
  responses: { 200: jsonOk('The discount', DiscountInfoSchema), ...billingErrorResponses },
});

export const registerApplyReferralRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, BillingUseCases.applyReferral)(
      c.var.principal.businessId,
      c.req.valid('json').code,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return billingFailure(c, result.error);
  });
