import { createRoute, z } from '@hono/zod-openapi';
import { accrualConfigJson, LoyaltyUseCases } from '#domain/loyalty/index.ts';
import { bearerSecurity, errorResponses, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { AccrualConfigSchema, dataOf } from './accrual-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'listAccrualConfigs',
  path: '/api/accrual-configs',
  tags: ['points rules'],
  summary: "The business's points rules (archived ones included, flagged)",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('rules.read')] as const,
  responses: {
    200: {
      description: 'Points rules, oldest first',
      content: { 'application/json': { schema: dataOf(z.array(AccrualConfigSchema)) } },
    },
    ...errorResponses(401, 403),
  },
});

export const registerListAccrualConfigsRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const configs = await use(
      c.var.container,
      LoyaltyUseCases.listAccrualConfigs,
    )(c.var.principal.businessId);
    return c.json({ success: true as const, data: { data: configs.map(accrualConfigJson) } }, 200);
  });
