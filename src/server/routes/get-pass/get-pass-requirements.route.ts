import { createRoute, z } from '@hono/zod-openapi';
import { GetPassUseCases, PassRequirementsSchema } from '#domain/get-pass/index.ts';
import { errorResponses, jsonOk, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { CardIdPath, lookupFailure } from './get-pass-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getPassRequirements',
  path: '/api/pass/requirements/{cardId}',
  tags: ['get-pass'],
  security: [],
  summary: 'What a customer must still do before the download (public)',
  description:
    'Without `token`, for a customer who has done nothing yet; with the token from validation or data submission, for that customer. `nextAction` is `validate_code`, then `collect_data`, then `download` (requirements §4).',
  request: { params: CardIdPath, query: z.object({ token: z.string().max(200).optional() }) },
  responses: {
    200: jsonOk('The requirements', PassRequirementsSchema, responseHeaders.cacheControl('no-store')),
    ...errorResponses(400, 404, 429),
  },
});

export const registerGetPassRequirementsRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, GetPassUseCases.passRequirements)(
      c.req.valid('param').cardId,
      c.req.valid('query').token,
    );
    if (!result.ok) return lookupFailure(c, result.error);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: result.value }, 200);
  });
