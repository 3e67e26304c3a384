import { createRoute, z } from '@hono/zod-openapi';
import { CardUseCases } from '#domain/cards/index.ts';
import { bearerSecurity, errorResponses, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { CardIdParams } from './card-route-parts.ts';

const route = createRoute({
  method: 'delete',
  operationId: 'deleteCard',
  path: '/api/business-card/{id}',
  tags: ['cards'],
  summary: 'Move a card to the trash, or delete it for good with permanent=true',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.write')] as const,
  request: { params: CardIdParams, query: z.object({ permanent: z.enum(['true', 'false']).optional() }) },
  responses: {
    200: {
      description: 'Deleted',
      content: {
        'application/json': { schema: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    ...errorResponses(401, 403, 404),
  },
});

export const registerDeleteCardRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const permanent = c.req.valid('query').permanent === 'true';
    const result = await use(c.var.container, CardUseCases.trashCard)(
      c.var.principal.businessId,
      c.req.valid('param').id,
      permanent,
    );
    if (result.ok)
      return c.json(
        {
          success: true as const,
          message: permanent ? 'The card has been deleted permanently' : 'The card has been deleted',
        },
        200,
      );
    return domainFailure(c, 404, result.error);
  });
