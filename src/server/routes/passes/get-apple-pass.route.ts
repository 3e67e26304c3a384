import { downloadFileName } from '#domain/cards/index.ts';
import { createRoute, z } from '@hono/zod-openapi';
import { PassRendererToken, WalletUseCases } from '#domain/wallet/index.ts';
import { use, type ApiApp } from '../../http/api.ts';
import {
  PASS_DESCRIPTION,
  PassParams,
  PassQuery,
  passFailure,
  passFailureResponses,
  passFileHeaders,
  sendPassFile,
} from './pass-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getApplePass',
  path: '/api/pass/apple/{cardId}',
  tags: ['passes'],
  security: [],
  summary: 'Download the Apple Wallet pass of a published card',
  description: PASS_DESCRIPTION,
  request: { params: PassParams, query: PassQuery },
  responses: {
    200: {
      description: 'A signed .pkpass',
      headers: passFileHeaders('Coffee-Club.pkpass', true),
      content: { 'application/vnd.apple.pkpass': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...passFailureResponses,
  },
});

export const registerGetApplePassRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const { cardId } = c.req.valid('param');
    const prepared = await use(c.var.container, WalletUseCases.preparePass)(
      cardId,
      c.req.valid('query').token,
    );
    if (!prepared.ok) return passFailure(c, cardId, prepared.error);
    const { card, holder } = prepared.value;
    const [pkpass, validators] = await Promise.all([
      use(c.var.container, PassRendererToken).apple(card, holder),
      use(c.var.container, WalletUseCases.appleWebService).validators(holder.serialNumber),
    ]);
    // Counted once the file exists: a failed signing is not a download.
    await use(c.var.container, WalletUseCases.recordPassDownload)(holder);
    return sendPassFile(
      c,
      pkpass,
      'application/vnd.apple.pkpass',
      downloadFileName(card.info.companyName, 'pkpass'),
      validators,
    );
  });
