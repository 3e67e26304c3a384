import { createRoute } from '@hono/zod-openapi';
import { GetPassUseCases, HolderTokenSchema, SubmitDataInputSchema } from '#domain/get-pass/index.ts';
import { errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { CollectedData, getPassFailure, nextActionResponse } from './get-pass-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'submitData',
  path: '/api/pass/data/submit',
  tags: ['get-pass'],
  security: [],
  summary: "Send a card's data-collection form (public)",
  description:
    "With `token` the answers replace that customer's earlier ones (sending the same form twice changes nothing); with `cardId` alone, on a card that needs no code, a new customer is created. Every answer is checked against the card's fields; unknown fields are refused.",
  request: {
    body: jsonBody(SubmitDataInputSchema.extend({ data: CollectedData })),
  },
  responses: {
    200: jsonOk('The holder token', HolderTokenSchema),
    403: nextActionResponse,
    ...errorResponses(400, 404, 429),
  },
});

export const registerSubmitDataRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, GetPassUseCases.submitData)(c.req.valid('json'));
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return getPassFailure(c, result.error);
  });
