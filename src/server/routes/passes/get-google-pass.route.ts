import { createRoute, z } from '@hono/zod-openapi';
import { GoogleLinkIssued, PassRendererToken, PreparePass } from '#domain/wallet/index.ts';
import { jsonOk, use, type ApiApp } from '../../http/api.ts';
import {
  PASS_DESCRIPTION,
  PassParams,
  PassQuery,
  passFailure,
  passFailureResponses,
} from './pass-route-parts.ts';

const route = createRoute({
  method: 'get',
  path: '/api/pass/google/{cardId}',
  tags: ['passes'],
  summary:
    'Go to the "Save to Google Wallet" link of a published card (JSON with the link when asked for JSON)',
  description: PASS_DESCRIPTION,
  request: { params: PassParams, query: PassQuery },
  responses: {
    200: jsonOk('The save link (when the request accepts JSON)', z.object({ saveUrl: z.string() })),
    302: { description: 'Redirect to Google Wallet' },
    ...passFailureResponses,
  },
});

export const registerGetGooglePassRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const prepared = await use(c.var.container, PreparePass)(
      c.req.valid('param').cardId,
      c.req.valid('query').token,
    );
    if (!prepared.ok) return passFailure(c, prepared.error);
    const { card, cardId, holder } = prepared.value;
    const saveUrl = await use(c.var.container, PassRendererToken).googleSaveUrl(card, cardId, holder);
    await use(c.var.container, GoogleLinkIssued)(holder);
    c.header('Cache-Control', 'no-store');
    if ((c.req.header('accept') ?? '').includes('application/json'))
      return c.json({ success: true as const, data: { saveUrl } }, 200);
    return c.redirect(saveUrl, 302);
  });
