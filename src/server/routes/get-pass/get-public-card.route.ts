import { createRoute, z } from '@hono/zod-openapi';
import { WALLET_PROVIDERS } from '#domain/cards/index.ts';
import { GetPassUseCases, PublicCardSchema } from '#domain/get-pass/index.ts';
import { errorResponses, jsonOk, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { CardIdPath, lookupFailure } from './get-pass-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getPublicCard',
  path: '/api/pass/card/{cardId}',
  tags: ['get-pass'],
  security: [],
  summary: "A published card's public face for its get-pass page: name, business and pass preview (public)",
  request: { params: CardIdPath, query: z.object({ wallet: z.enum(WALLET_PROVIDERS).optional() }) },
  responses: {
    200: jsonOk(
      'The card',
      PublicCardSchema,
      responseHeaders.cacheControl(
        'public, max-age=60',
        'Card pages are public and may be cached for a minute',
      ),
    ),
    ...errorResponses(400, 404),
  },
});

export const registerGetPublicCardRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, GetPassUseCases.publicCard)(
      c.req.valid('param').cardId,
      c.req.valid('query').wallet,
    );
    if (!result.ok) return lookupFailure(c, result.error);
    // Card pages are shared widely; a short public cache absorbs bursts after a campaign.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ success: true as const, data: result.value }, 200);
  });
