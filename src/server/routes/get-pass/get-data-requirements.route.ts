import { createRoute } from '@hono/zod-openapi';
import { DataRequirementsSchema, GetPassUseCases } from '#domain/get-pass/index.ts';
import { emailLanguageFor } from '#domain/invitations/index.ts';
import { errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { CardIdPath, lookupFailure } from './get-pass-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getDataRequirements',
  path: '/api/pass/data/requirements/{cardId}',
  tags: ['get-pass'],
  security: [],
  summary: "A published card's data-collection form and validation prompt (public)",
  description:
    "A `message` the owner left at its default is in the language `Accept-Language` asks for (one of the seven site languages, English when none of them), or without that header in the card's.",
  request: { params: CardIdPath },
  responses: {
    200: jsonOk('The form', DataRequirementsSchema),
    ...errorResponses(400, 404),
  },
});

export const registerGetDataRequirementsRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const accepted = c.req.header('accept-language');
    const result = await use(c.var.container, GetPassUseCases.dataRequirements)(
      c.req.valid('param').cardId,
      accepted ? emailLanguageFor(accepted) : undefined,
    );
    if (!result.ok) return lookupFailure(c, result.error);
    return c.json({ success: true as const, data: result.value }, 200);
  });
