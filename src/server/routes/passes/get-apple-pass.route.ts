import { createRoute, z } from '@hono/zod-openapi';
import { PassRendererToken, PreparePass } from '#domain/wallet/index.ts';
import { use, type ApiApp } from '../../http/api.ts';
import {
  PASS_DESCRIPTION,
  PassParams,
  PassQuery,
  passFailure,
  passFailureResponses,
  passFileName,
  sendPassFile,
} from './pass-route-parts.ts';

const route = createRoute({
  method: 'get',
  path: '/api/pass/apple/{cardId}',
  tags: ['passes'],
  summary: 'Download the Apple Wallet pass of a published card',
  description: PASS_DESCRIPTION,
  request: { params: PassParams, query: PassQuery },
  responses: {
    200: {
      description: 'A signed .pkpass',
      content: { 'application/vnd.apple.pkpass': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...passFailureResponses,
  },
});

export const registerGetApplePassRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const prepared = await use(c.var.container, PreparePass)(
      c.req.valid('param').cardId,
      c.req.valid('query').token,
    );
    if (!prepared.ok) return passFailure(c, prepared.error);
    const { card, holder } = prepared.value;
    const pkpass = await use(c.var.container, PassRendererToken).apple(card, holder);
    return sendPassFile(
      c,
      pkpass,
      'application/vnd.apple.pkpass',
      passFileName(card.name, 'pkpass'),
      holder.updatedAt,
    );
  });
