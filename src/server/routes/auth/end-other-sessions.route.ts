import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases, SessionsEndedSchema } from '#domain/auth/index.ts';
import { bearerSecurity, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'delete',
  operationId: 'endOtherSessions',
  path: '/api/auth/sessions',
  tags: ['auth'],
  summary: 'Log out everywhere else: every session but this one ends',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: jsonOk('How many sessions ended', SessionsEndedSchema) },
});

export const registerEndOtherSessionsRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const data = await use(c.var.container, AuthUseCases.endOtherSessions)(c.var.principal);
    return c.json({ success: true as const, data }, 200);
  });
