import { createRoute, z } from '@hono/zod-openapi';
import { CardUseCases } from '#domain/cards/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { CardResponse } from './card-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'listCards',
  path: '/api/business-card',
  tags: ['cards'],
  summary: "The business's cards (not the trash), newest first",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.read')] as const,
  responses: { 200: jsonOk('Cards', z.array(CardResponse)), ...errorResponses(401, 403) },
});

export const registerListCardsRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, CardUseCases.listCards)(c.var.principal.businessId);
    return c.json({ success: true as const, data: result.ok ? result.value : [] }, 200);
  });
