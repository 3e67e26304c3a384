import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, BusinessProfileSchema, BusinessProfileViewSchema } from '#domain/auth/index.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'put',
  operationId: 'updateBusiness',
  path: '/api/business',
  tags: ['users'],
  summary: "Save the business's profile (owners and admins)",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('business.edit')] as const,
  request: { body: jsonBody(BusinessProfileSchema) },
  responses: {
    200: jsonOk('The saved business', BusinessProfileViewSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerUpdateBusinessRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.updateBusinessProfile)(
      c.var.principal,
      c.req.valid('json'),
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    if (result.error.code === 'team.forbidden') return domainFailure(c, 403, result.error);
    return domainFailure(c, result.error.code === 'auth.user_not_found' ? 404 : 400, result.error);
  });
