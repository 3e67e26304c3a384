import { createRoute } from '@hono/zod-openapi';
import { CardInputSchema, CardUseCases } from '#domain/cards/index.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { CardResponse } from './card-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'createCard',
  path: '/api/business-card',
  tags: ['cards'],
  summary: 'Create a card (saved as a draft until published)',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.write')] as const,
  request: { body: jsonBody(CardInputSchema) },
  responses: { 201: jsonOk('The new card', CardResponse), ...errorResponses(400, 401, 403) },
});

export const registerCreateCardRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, CardUseCases.createCard)(
      c.var.principal.businessId,
      c.req.valid('json'),
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 201);
    return domainFailure(c, 400, result.error);
  });
