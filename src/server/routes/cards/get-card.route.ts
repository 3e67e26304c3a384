import { createRoute, z } from '@hono/zod-openapi';
import { CardUseCases } from '#domain/cards/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { CardIdParams, CardResponse } from './card-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getCard',
  path: '/api/business-card/{id}',
  tags: ['cards'],
  summary: 'One card; `version=draft` returns the pending edits of a published card',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.read')] as const,
  request: { params: CardIdParams, query: z.object({ version: z.enum(['live', 'draft']).optional() }) },
  responses: { 200: jsonOk('The card', CardResponse), ...errorResponses(401, 403, 404) },
});

export const registerGetCardRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, CardUseCases.getCard)(
      c.var.principal.businessId,
      c.req.valid('param').id,
      c.req.valid('query').version ?? 'live',
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return domainFailure(c, 404, result.error);
  });
