import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, ProfileUpdateSchema, UserSchema } from '#domain/auth/index.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'patch',
  operationId: 'patchMe',
  path: '/api/users/me',
  tags: ['users'],
  summary: 'Save the profile: names, phone, language, marketing consent',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { body: jsonBody(ProfileUpdateSchema) },
  responses: { 200: jsonOk('The updated user', UserSchema), ...errorResponses(400, 401, 404) },
});

export const registerPatchMeRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.updateAccountProfile)(
      c.var.principal,
      c.req.valid('json'),
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return domainFailure(c, result.error.code === 'auth.user_not_found' ? 404 : 400, result.error);
  });
