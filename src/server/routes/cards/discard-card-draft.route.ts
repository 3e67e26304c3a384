import { createRoute } from '@hono/zod-openapi';
import { CardUseCases } from '#domain/cards/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { CardIdParams, CardResponse } from './card-route-parts.ts';

const route = createRoute({
  method: 'delete',
  operationId: 'discardCardDraft',
  path: '/api/business-card/{id}/draft',
  tags: ['cards'],
  summary: 'Drop the unpublished edits of a published card',
  description: 'The card keeps its live version; a card with no pending edits is answered as it is.',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.write')] as const,
  request: { params: CardIdParams },
  responses: {
    200: jsonOk('The card as its holders have it', CardResponse),
    ...errorResponses(401, 403, 404),
  },
});

export const registerDiscardCardDraftRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, CardUseCases.discardCardDraft)(
      c.var.principal.businessId,
      c.req.valid('param').id,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return domainFailure(c, 404, result.error);
  });
