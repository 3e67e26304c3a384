import { createRoute, z } from '@hono/zod-openapi';
import { AUTH_ERRORS, AuthUseCases } from '#domain/auth/index.ts';
import { errorResponses, use, type ApiApp } from '../../http/api.ts';
import { failure } from '../../http/errors.ts';
import { GOOGLE_FAILED_PAGE, googleRedirectResponse, keepFlow } from './google-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'googleLogin',
  path: '/api/auth/google/login',
  tags: ['auth'],
  security: [],
  summary: 'Start signing in with Google (a browser navigation)',
  description:
    'Redirects to Google with a fresh state, nonce and PKCE (S256) challenge, kept in a signed, HttpOnly cookie for 10 minutes. `redirect` is the page to continue at afterwards; only a path of this site is kept, anything else becomes `/dashboard`. When Google cannot be reached, redirects to `/login?error=google`. 404 when Google sign-in is not configured.',
  request: {
    query: z.object({
      redirect: z.string().max(256).optional().openapi({ example: '/cards' }),
    }),
  },
  responses: {
    302: googleRedirectResponse(
      "Redirect to Google's sign-in page (or to `/login?error=google`)",
      "Google's authorization endpoint, or `/login?error=google`",
    ),
    ...errorResponses(400, 404),
  },
});

export const registerGoogleLoginRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const started = await use(c.var.container, AuthUseCases.startGoogleSignIn)(c.req.valid('query').redirect);
    c.header('Cache-Control', 'no-store');
    if (started.ok) {
      await keepFlow(c, started.value.flow);
      return c.redirect(started.value.url, 302);
    }
    if (started.error.code === AUTH_ERRORS.googleUnavailable) return failure(c, 404, started.error.code);
    c.var.logger.warn({ reason: started.error.message }, 'Google sign-in could not start');
    return c.redirect(GOOGLE_FAILED_PAGE, 302);
  });
