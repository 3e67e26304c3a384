import { createRoute } from '@hono/zod-openapi';
import { CardStatisticsSchema, MessagingUseCases } from '#domain/messaging/index.ts';
import {
  bearerSecurity,
  errorResponses,
  idParams,
  jsonOk,
  responseHeaders,
  use,
  type ApiApp,
} from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'cardStats',
  path: '/api/business-card/{id}/stats',
  tags: ['cards'],
  summary: "A card's statistics: messages, installs, active passes",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.read')] as const,
  request: { params: idParams('id') },
  responses: {
    200: jsonOk(
      'The statistics',
      CardStatisticsSchema.meta({ id: 'CardStatistics' }),
      responseHeaders.cacheControl('no-store'),
    ),
    ...errorResponses(401, 403, 404),
  },
});

export const registerCardStatsRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, MessagingUseCases.cardStatistics)(
      c.var.principal.businessId,
      c.req.valid('param').id,
    );
    if (!result.ok) return domainFailure(c, 404, result.error);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: result.value }, 200);
  });
