import { createRoute, z } from '@hono/zod-openapi';
import { SupportUseCases } from '#domain/support/index.ts';
import { bearerSecurity, errorResponses, jsonBody, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'post',
  operationId: 'rating',
  path: '/api/email/rating',
  tags: ['support'],
  summary: 'Rate Passdeck from 1 to 5 stars, with an optional comment',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: {
    body: jsonBody(z.object({ rating: z.number(), comment: z.string().max(20_000).optional() })),
  },
  responses: {
    200: {
      description: 'The rating is on its way',
      content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } },
    },
    ...errorResponses(400, 401),
  },
});

export const registerRatingRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, SupportUseCases.sendRating)(
      c.var.principal,
      c.req.valid('json'),
    );
    if (result.ok) return c.json({ success: true as const }, 200);
    return domainFailure(c, 400, result.error);
  });
