import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, BusinessProfileViewSchema } from '#domain/auth/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getBusiness',
  path: '/api/business',
  tags: ['users'],
  summary: "The business's profile: name, type, logo, address, time zone, default country and currency",
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: jsonOk('The business', BusinessProfileViewSchema), ...errorResponses(401, 404) },
});

export const registerGetBusinessRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.getBusinessProfile)(c.var.principal);
    if (result.ok) return c.json({ success: true as const, data: result.value }, 200);
    return domainFailure(c, 404, result.error);
  });
