import { downloadFileName } from '#domain/cards/index.ts';
import { createRoute, z } from '@hono/zod-openapi';
import { PassRendererToken, WalletUseCases } from '#domain/wallet/index.ts';
import { use, type ApiApp } from '../../http/api.ts';
import {
  PASS_DESCRIPTION,
  PassParams,
  passFailure,
  passFailureResponses,
  passFileHeaders,
  sendPassFile,
} from './pass-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getPdfPass',
  path: '/api/pass/public/pdf/{cardId}',
  tags: ['passes'],
  security: [],
  summary: 'Download a printable PDF of the pass of a published card',
  description: `${PASS_DESCRIPTION} \`dcId\` (the data-collection submission) is accepted for compatibility and not needed: the token already names the holder.`,
  request: {
    params: PassParams,
    query: z.object({ token: z.string().max(200).optional(), dcId: z.string().max(64).optional() }),
  },
  responses: {
    200: {
      description: 'The PDF',
      headers: passFileHeaders('Coffee-Club.pdf'),
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...passFailureResponses,
  },
});

export const registerGetPdfPassRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const { cardId } = c.req.valid('param');
    const prepared = await use(c.var.container, WalletUseCases.preparePass)(
      cardId,
      c.req.valid('query').token,
    );
    if (!prepared.ok) return passFailure(c, cardId, prepared.error);
    const { card, holder } = prepared.value;
    const pdf = await use(c.var.container, PassRendererToken).pdf(card, holder);
    await use(c.var.container, WalletUseCases.recordPassDownload)(holder);
    return sendPassFile(c, pdf, 'application/pdf', downloadFileName(card.info.companyName, 'pdf'));
  });
