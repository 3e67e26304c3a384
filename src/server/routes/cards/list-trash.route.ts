import { createRoute, z } from '@hono/zod-openapi';
import { CardUseCases } from '#domain/cards/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { CardResponse } from './card-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'listTrash',
  path: '/api/business-card/trash',
  tags: ['cards'],
  summary: 'Cards in the trash, most recently deleted first',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.read')] as const,
  responses: { 200: jsonOk('Trashed cards', z.array(CardResponse)), ...errorResponses(401, 403) },
});

export const registerListTrashRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, CardUseCases.listCards)(c.var.principal.businessId, {
      trashed: true,
    });
    return c.json({ success: true as const, data: result.ok ? result.value : [] }, 200);
  });
