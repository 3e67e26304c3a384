import { createRoute } from '@hono/zod-openapi';
import { CodeRequestSchema, CodeSentSchema } from '#domain/auth/index.ts';
import { errorResponses, jsonBody, jsonOk, type ApiApp } from '../../http/api.ts';
import { requestCodeAnswer } from './code-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'resetPassword',
  path: '/api/auth/reset-password',
  tags: ['auth'],
  security: [],
  summary: 'Mail a password-reset code and link',
  description:
    'The mail holds a 6-digit code (15 minutes) and a link to `/reset/verify/{a}/{b}` (24 hours). The answer is the same for known and unknown addresses; an unknown one gets no mail. One mail per address per minute: 429 with Retry-After.',
  request: { body: jsonBody(CodeRequestSchema) },
  responses: {
    200: jsonOk('Sent (or said nothing about the address)', CodeSentSchema),
    ...errorResponses(400, 429),
  },
});

export const registerResetPasswordRoute = (app: ApiApp) =>
  app.openapi(route, (c) => requestCodeAnswer(c, 'reset_password', c.req.valid('json')));
