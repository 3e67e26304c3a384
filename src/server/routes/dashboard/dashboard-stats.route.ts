import { createRoute } from '@hono/zod-openapi';
import { DashboardQuerySchema, DashboardStatsSchema, DashboardUseCases } from '#domain/dashboard/index.ts';
import { bearerSecurity, errorResponses, jsonOk, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'dashboardStats',
  path: '/api/dashboard/stats',
  tags: ['dashboard'],
  summary: 'Activity of the last 24 hours, 7 or 30 days, per hour or day, for all cards or one',
  description:
    'New customers, installs, scans (scanner device changes), stamps and points given, rewards and coupons redeemed, messages sent; totals against the same stretch of the period before; customers and passes in a wallet now. Days are days in `tz` (IANA name, UTC by default).',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.read')] as const,
  request: { query: DashboardQuerySchema },
  responses: {
    200: jsonOk(
      'The statistics',
      DashboardStatsSchema.meta({ id: 'DashboardStats' }),
      responseHeaders.cacheControl('no-store'),
    ),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerDashboardStatsRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, DashboardUseCases.dashboardStats)(
      c.var.principal.businessId,
      c.req.valid('query'),
    );
    if (!result.ok) return domainFailure(c, 404, result.error);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: result.value }, 200);
  });
