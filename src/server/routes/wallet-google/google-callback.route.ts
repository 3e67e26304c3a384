import { createRoute, z } from '@hono/zod-openapi';
import { WalletUseCases } from '#domain/wallet/index.ts';
import { errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { failure } from '../../http/errors.ts';
import { GoogleCallbackVerifierToken } from '../../tokens.ts';

const route = createRoute({
  method: 'post',
  operationId: 'googleCallback',
  path: '/api/wallet/google/callback',
  tags: ['google-wallet'],
  security: [],
  summary: 'Google tells us a holder saved or deleted a pass (signed with ECv2SigningOnly)',
  description:
    'Google retries deliveries, so a repeated nonce is acknowledged without effect. Events for unknown passes are acknowledged too, so Google stops retrying them.',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            protocolVersion: z.string(),
            signature: z.string(),
            intermediateSigningKey: z.object({ signedKey: z.string(), signatures: z.array(z.string()) }),
            signedMessage: z.string(),
          }),
        },
      },
    },
  },
  responses: {
    200: jsonOk('Handled', z.object({ outcome: z.enum(['recorded', 'duplicate', 'unknown']) })),
    ...errorResponses(400, 503),
  },
});

export const registerGoogleCallbackRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const event = await use(c.var.container, GoogleCallbackVerifierToken)(c.req.valid('json'));
    if (event === 'unavailable') {
      c.header('Retry-After', '60');
      return failure(c, 503, 'http.unavailable');
    }
    if (!event) return failure(c, 400, 'passes.google_callback_invalid');
    const outcome = await use(c.var.container, WalletUseCases.recordGoogleEvent)(event);
    return c.json({ success: true as const, data: { outcome } }, 200);
  });
