import { createRoute } from '@hono/zod-openapi';
import { CardInputSchema, CardUseCases } from '#domain/cards/index.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { CardIdParams, CardResponse } from './card-route-parts.ts';

const route = createRoute({
  method: 'put',
  operationId: 'updateCard',
  path: '/api/business-card/{id}',
  tags: ['cards'],
  summary: 'Save a card; a published card keeps serving its live version until the edit is published',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.write')] as const,
  request: { params: CardIdParams, body: jsonBody(CardInputSchema) },
  responses: {
    200: jsonOk('The card as edited (with editDraftId when it is published)', CardResponse),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerUpdateCardRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, CardUseCases.updateCard)(
      c.var.principal.businessId,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return domainFailure(c, result.error.code === 'cards.not_found' ? 404 : 400, result.error);
  });
