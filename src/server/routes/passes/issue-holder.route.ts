import { createRoute, z } from '@hono/zod-openapi';
import { HolderTokenSchema } from '#domain/get-pass/index.ts';
import { WalletUseCases } from '#domain/wallet/index.ts';
import { errorResponses, jsonBody, use, type ApiApp } from '../../http/api.ts';
import { throttledFailure } from '../../http/errors.ts';
import { getPassFailure, nextActionResponse } from '../get-pass/get-pass-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'issueHolder',
  path: '/api/pass/holders',
  tags: ['passes'],
  security: [],
  summary: 'Get a new pass of an open card (public); answers its holder token',
  description:
    'For cards that ask for neither a validation code nor customer data: creates the customer (holder) and answers the token that names their pass in `/api/pass/apple|google|public/pdf/{cardId}?token=`. Keep the token: every download with it is the same customer. Cards with a code or questions answer 403 with the next action (the code or the form issue the token there). One client may take 60 new passes in 10 minutes, then 429 with Retry-After.',
  request: { body: jsonBody(z.object({ cardId: z.string().min(1).max(64) })) },
  responses: {
    201: {
      description: 'The new pass: its holder token',
      content: {
        'application/json': {
          schema: z.object({ success: z.literal(true), data: HolderTokenSchema }),
        },
      },
    },
    403: nextActionResponse,
    ...errorResponses(400, 404, 429),
  },
});

export const registerIssueHolderRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, WalletUseCases.issueHolder)(
      c.req.valid('json').cardId,
      c.var.clientKey,
    );
    if (result.ok) {
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true as const, data: result.value }, 201);
    }
    const { retryAfterSeconds } = result.error;
    if (retryAfterSeconds !== undefined)
      return throttledFailure(c, { code: result.error.code, retryAfterSeconds });
    return getPassFailure(c, result.error);
  });
