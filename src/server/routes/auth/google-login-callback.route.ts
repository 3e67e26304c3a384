import { createRoute, z } from '@hono/zod-openapi';
import { AuthUseCases } from '#domain/auth/index.ts';
import { errorResponses, use, type ApiApp } from '../../http/api.ts';
import {
  GOOGLE_FAILED_PAGE,
  googleRedirectResponse,
  handOverSession,
  takeFlow,
} from './google-route-parts.ts';

// Google's codes and our states are far shorter; anything longer is not from Google.
const param = z.string().max(256).optional();

const route = createRoute({
  method: 'get',
  operationId: 'googleLoginCallback',
  path: '/api/auth/google/callback',
  tags: ['auth'],
  security: [],
  summary: 'Finish signing in with Google (Google sends the browser here)',
  description:
    "Checks `state` against the flow cookie, exchanges `code` for Google's ID token and verifies it (keys, issuer, audience, expiry, nonce; the address must be verified by Google). A known address signs in; an unknown one opens a new business account. The session is handed over in the `accessToken` and `refreshToken` cookies, and the browser goes on to the page the login named. Any failure, Google's refusal or Google being unreachable included, redirects to `/login?error=google`.",
  request: {
    query: z.object({ code: param, state: param, error: param }),
  },
  responses: {
    302: googleRedirectResponse(
      'Redirect: signed in, to the page to continue at; or to `/login?error=google`',
      'The page to continue at, or `/login?error=google`',
    ),
    ...errorResponses(400),
  },
});

export const registerGoogleLoginCallbackRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const query = c.req.valid('query');
    const flow = await takeFlow(c);
    c.header('Cache-Control', 'no-store');
    // Google's own refusal (the user cancelled, …) needs no exchange.
    const signedIn = query.error
      ? null
      : await use(
          c.var.container,
          AuthUseCases.completeGoogleSignIn,
        )({
          flow,
          state: query.state,
          code: query.code,
          userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
        });
    if (signedIn?.ok) {
      handOverSession(c, signedIn.value.tokens);
      return c.redirect(signedIn.value.redirect, 302);
    }
    c.var.logger.warn(
      { reason: signedIn ? signedIn.error.message : `google: ${query.error}` },
      'Google sign-in failed',
    );
    return c.redirect(GOOGLE_FAILED_PAGE, 302);
  });
