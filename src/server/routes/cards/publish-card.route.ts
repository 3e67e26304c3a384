import { createRoute } from '@hono/zod-openapi';
import { CardUseCases } from '#domain/cards/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { planGateResponses, requireFeature } from '../../http/require-feature.ts';
import { requireQuestionsAllowed } from './require-questions-allowed.ts';
import { CardIdParams, CardResponse } from './card-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'publishCard',
  path: '/api/business-card/{id}/publish',
  tags: ['cards'],
  summary: 'Publish a card, making its pending edits live',
  security: bearerSecurity,
  middleware: [
    requireAuth,
    requireAction('cards.write'),
    requireFeature('createCampaign', { exceptCard: 'id' }),
    requireQuestionsAllowed,
  ] as const,
  request: { params: CardIdParams },
  responses: {
    ...planGateResponses,
    200: jsonOk('The published card', CardResponse),
    ...errorResponses(401, 403, 404),
  },
});

export const registerPublishCardRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, CardUseCases.publishCard)(
      c.var.principal.businessId,
      c.req.valid('param').id,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return domainFailure(c, 404, result.error);
  });
