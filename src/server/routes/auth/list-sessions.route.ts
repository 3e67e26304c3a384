import { createRoute, z } from '@hono/zod-openapi';
import { AuthUseCases, SessionViewSchema } from '#domain/auth/index.ts';
import { bearerSecurity, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'listSessions',
  path: '/api/auth/sessions',
  tags: ['auth'],
  summary: "The signed-in user's devices (this one marked current)",
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: jsonOk('Live sessions, last seen first', z.array(SessionViewSchema)) },
});

export const registerListSessionsRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const data = await use(c.var.container, AuthUseCases.listSessions)(c.var.principal);
    return c.json({ success: true as const, data }, 200);
  });
