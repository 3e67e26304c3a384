import { createRoute } from '@hono/zod-openapi';
import { CodeProofSchema, VerificationGrantSchema } from '#domain/auth/index.ts';
import { errorResponses, jsonBody, jsonOk, type ApiApp } from '../../http/api.ts';
import { verifyCodeResult } from './code-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'verifyEmail',
  path: '/api/auth/verify-email',
  tags: ['auth'],
  security: [],
  summary: 'Prove an address with its code or link; answers the verificationToken that register takes',
  description:
    "`{email, code}` or the link's `{a, b}`. The verificationToken works once, for 30 minutes. After 5 attempts for an address, or 30 from one client, within 15 minutes: 429 with Retry-After, right or wrong.",
  request: { body: jsonBody(CodeProofSchema) },
  responses: { 200: jsonOk('The address is proved', VerificationGrantSchema), ...errorResponses(400, 429) },
});

export const registerVerifyEmailRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await verifyCodeResult(c, 'verify_email', c.req.valid('json'));
    if (!result.ok) return result.response;
    return c.json({ success: true as const, data: { verificationToken: result.token } }, 200);
  });
