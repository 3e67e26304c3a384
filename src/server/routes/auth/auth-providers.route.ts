import { createRoute } from '@hono/zod-openapi';
import { SignInProvidersToken, SignInProvidersViewSchema } from '#domain/auth/index.ts';
import { jsonOk, use, type ApiApp } from '../../http/api.ts';

const route = createRoute({
  method: 'get',
  operationId: 'authProviders',
  path: '/api/auth/providers',
  tags: ['auth'],
  security: [],
  summary: 'Which sign-in providers this server offers besides email and password',
  responses: {
    200: jsonOk('The providers', SignInProvidersViewSchema),
  },
});

export const registerAuthProvidersRoute = (app: ApiApp) =>
  app.openapi(route, (c) =>
    c.json(
      {
        success: true as const,
        data: { google: use(c.var.container, SignInProvidersToken).google !== null },
      },
      200,
    ),
  );
