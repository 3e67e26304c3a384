import { createRoute, z } from '@hono/zod-openapi';
import { PassRendererToken, WalletUseCases } from '#domain/wallet/index.ts';
import { jsonOk, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import {
  PASS_DESCRIPTION,
  PassParams,
  PassQuery,
  passFailure,
  passFailureResponses,
  passRedirectResponse,
} from './pass-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getGooglePass',
  path: '/api/pass/google/{cardId}',
  tags: ['passes'],
  security: [],
  summary:
    'Go to the "Save to Google Wallet" link of a published card (JSON with the link when asked for JSON)',
  description: PASS_DESCRIPTION,
  request: { params: PassParams, query: PassQuery },
  responses: {
    200: {
      ...jsonOk('The save link (when the request accepts JSON)', z.object({ saveUrl: z.string() })),
      headers: responseHeaders.cacheControl('no-store'),
    },
    ...passFailureResponses,
    302: passRedirectResponse('with a token, to the "Save to Google Wallet" link'),
  },
});

export const registerGetGooglePassRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const { cardId } = c.req.valid('param');
    const prepared = await use(c.var.container, WalletUseCases.preparePass)(
      cardId,
      c.req.valid('query').token,
    );
    if (!prepared.ok) return passFailure(c, cardId, prepared.error);
    const { card, holder } = prepared.value;
    const saveUrl = await use(c.var.container, PassRendererToken).googleSaveUrl(
      card,
      prepared.value.cardId,
      holder,
    );
    await use(c.var.container, WalletUseCases.googleLinkIssued)(holder);
    await use(c.var.container, WalletUseCases.recordPassDownload)(holder);
    c.header('Cache-Control', 'no-store');
    if ((c.req.header('accept') ?? '').includes('application/json'))
      return c.json({ success: true as const, data: { saveUrl } }, 200);
    return c.redirect(saveUrl, 302);
  });
