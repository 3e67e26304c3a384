import { createRoute, z } from '@hono/zod-openapi';
import { SupportUseCases } from '#domain/support/index.ts';
import { errorResponses, jsonBody, use, type ApiApp } from '../../http/api.ts';
import { domainFailure, throttledFailure } from '../../http/errors.ts';

const route = createRoute({
  method: 'post',
  operationId: 'contactForm',
  path: '/api/email/contact-form',
  tags: ['support'],
  security: [],
  summary: 'Send a message to the Passdeck team (public)',
  description: 'At most 5 messages per client in 10 minutes (429 with Retry-After).',
  request: {
    body: jsonBody(
      z.object({
        name: z.string().max(500),
        email: z.string().max(500),
        subject: z.string().max(500).optional(),
        message: z.string().max(20_000),
      }),
    ),
  },
  responses: {
    200: {
      description: 'The message is on its way',
      content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } },
    },
    ...errorResponses(400, 429),
  },
});

export const registerContactFormRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, SupportUseCases.sendContactForm)(
      c.req.valid('json'),
      c.var.clientKey,
    );
    if (result.ok) return c.json({ success: true as const }, 200);
    const { retryAfterSeconds } = result.error;
    if (retryAfterSeconds !== undefined)
      return throttledFailure(c, { code: result.error.code, retryAfterSeconds });
    return domainFailure(c, 400, result.error);
  });
