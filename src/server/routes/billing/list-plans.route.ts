import { createRoute, z } from '@hono/zod-openapi';
import { BillingUseCases, PlanViewSchema } from '#domain/billing/index.ts';
import { jsonOk, use, type ApiApp } from '../../http/api.ts';

const route = createRoute({
  method: 'get',
  operationId: 'listPlans',
  path: '/api/stripe/plans',
  tags: ['billing'],
  summary: 'The plans on sale, monthly and yearly, priced in the eight currencies (public)',
  security: [],
  responses: { 200: jsonOk('The plans', z.array(PlanViewSchema)) },
});

export const registerListPlansRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const plans = await use(c.var.container, BillingUseCases.listPlans)();
    return c.json({ success: true as const, data: plans }, 200);
  });
