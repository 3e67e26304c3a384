import { createRoute } from '@hono/zod-openapi';
import { GetPassUseCases, HolderTokenSchema, ValidateCodeInputSchema } from '#domain/get-pass/index.ts';
import { errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { lookupFailure } from './get-pass-route-parts.ts';
import { throttledFailure } from '../../http/errors.ts';

const route = createRoute({
  method: 'post',
  operationId: 'validateCode',
  path: '/api/pass/validation/validate',
  tags: ['get-pass'],
  security: [],
  summary: 'Enter a validation code (public); answers the holder token for the next steps',
  description:
    'A code works once. Wrong, expired or used codes answer 400 with a message. After 5 wrong codes for a card, or 20 in all, from one client within 10 minutes: 429 with Retry-After.',
  request: {
    body: jsonBody(
      ValidateCodeInputSchema.extend({
        validationCode: ValidateCodeInputSchema.shape.validationCode.openapi({ example: 'K7QM3XWP' }),
      }),
    ),
  },
  responses: {
    200: jsonOk('The holder token', HolderTokenSchema),
    ...errorResponses(400, 404, 429),
  },
});

export const registerValidateCodeRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, GetPassUseCases.validateCode)(
      c.req.valid('json'),
      c.var.clientKey,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    const { retryAfterSeconds } = result.error;
    if (retryAfterSeconds !== undefined)
      return throttledFailure(c, { code: result.error.code, retryAfterSeconds });
    return lookupFailure(c, result.error);
  });
