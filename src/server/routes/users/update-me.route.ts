import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, OnboardingSchema, UserSchema } from '#domain/auth/index.ts';
import { TEAM_ERRORS } from '#domain/team/index.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'put',
  operationId: 'updateMe',
  path: '/api/users/me',
  tags: ['users'],
  summary: 'Save the business onboarding and mark it completed',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { body: jsonBody(OnboardingSchema) },
  responses: {
    200: jsonOk('The updated user', UserSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerUpdateMeRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.updateProfile)(
      c.var.principal.userId,
      c.req.valid('json'),
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    const { code } = result.error;
    return domainFailure(
      c,
      code === 'auth.user_not_found' ? 404 : code === TEAM_ERRORS.forbidden ? 403 : 400,
      result.error,
    );
  });
