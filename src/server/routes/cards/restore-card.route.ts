import { createRoute } from '@hono/zod-openapi';
import { CardUseCases } from '#domain/cards/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { planGateResponses } from '../../http/require-feature.ts';
import { requireRoomToRestore } from './require-room-to-restore.ts';
import { CardIdParams, CardResponse } from './card-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'restoreCard',
  path: '/api/business-card/{id}/restore',
  tags: ['cards'],
  summary: 'Bring a card back from the trash',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.write'), requireRoomToRestore] as const,
  request: { params: CardIdParams },
  responses: {
    ...planGateResponses,
    200: jsonOk('The restored card', CardResponse),
    ...errorResponses(401, 403, 404),
  },
});

export const registerRestoreCardRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, CardUseCases.restoreCard)(
      c.var.principal.businessId,
      c.req.valid('param').id,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return domainFailure(c, 404, result.error);
  });
