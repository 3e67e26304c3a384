import { createRoute } from '@hono/zod-openapi';
import { CodeRequestSchema, CodeSentSchema } from '#domain/auth/index.ts';
import { errorResponses, jsonBody, jsonOk, type ApiApp } from '../../http/api.ts';
import { requestCodeAnswer } from './code-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'emailVerificationLink',
  path: '/api/auth/email-verification-link',
  tags: ['auth'],
  security: [],
  summary: 'Mail a sign-up code and link to an address',
  description:
    'The mail holds a 6-digit code (15 minutes) and a link to `/signup/verify/{a}/{b}` (24 hours); either works once, and only the newest mail of an address counts. The answer is the same whether or not the address has an account (that mail says so instead). One mail per address per minute: 429 with Retry-After.',
  request: { body: jsonBody(CodeRequestSchema) },
  responses: {
    200: jsonOk('Sent (or said nothing about the address)', CodeSentSchema),
    ...errorResponses(400, 429),
  },
});

export const registerEmailVerificationLinkRoute = (app: ApiApp) =>
  app.openapi(route, (c) => requestCodeAnswer(c, 'verify_email', c.req.valid('json')));
