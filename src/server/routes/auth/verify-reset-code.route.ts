import { createRoute } from '@hono/zod-openapi';
import { ResetGrantSchema, ResetProofSchema } from '#domain/auth/index.ts';
import { errorResponses, jsonBody, jsonOk, type ApiApp } from '../../http/api.ts';
import { verifyCodeResult } from './code-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'verifyResetCode',
  path: '/api/auth/verify-reset-password-otp',
  tags: ['auth'],
  security: [],
  summary: 'Check a reset code or link; answers the resetToken that verify-password takes',
  description:
    "`{email, otp}` or the link's `{a, b}`. The resetToken works once, for 30 minutes. After 5 attempts for an address, or 30 from one client, within 15 minutes: 429 with Retry-After, right or wrong.",
  request: { body: jsonBody(ResetProofSchema) },
  responses: { 200: jsonOk('The code is right', ResetGrantSchema), ...errorResponses(400, 429) },
});

export const registerVerifyResetCodeRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const body = c.req.valid('json');
    const proof = 'otp' in body ? { email: body.email, code: body.otp } : body;
    const result = await verifyCodeResult(c, 'reset_password', proof);
    if (!result.ok) return result.response;
    return c.json({ success: true as const, data: { resetToken: result.token } }, 200);
  });
