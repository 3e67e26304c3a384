import { createRoute, z } from '@hono/zod-openapi';
import { AppleWebService, applePassToken, PassRendererToken } from '#domain/wallet/index.ts';
import { use, type ApiApp } from '../../http/api.ts';
import { ApplePassAuth, BASE, empty } from './apple-route-parts.ts';

const route = createRoute({
  method: 'get',
  path: `${BASE}/passes/{passTypeIdentifier}/{serialNumber}`,
  tags: ['apple-wallet'],
  summary: 'The latest version of a pass (304 when it has not changed)',
  request: {
    params: z.object({
      passTypeIdentifier: z
        .string()
        .max(200)
        .openapi({ param: { name: 'passTypeIdentifier', in: 'path' } }),
      serialNumber: z
        .string()
        .max(100)
        .openapi({ param: { name: 'serialNumber', in: 'path' } }),
    }),
    headers: ApplePassAuth,
  },
  responses: {
    200: {
      description: 'The pass',
      content: { 'application/vnd.apple.pkpass': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    304: empty('Not modified'),
    401: empty('Wrong pass token'),
    404: empty('The card is no longer published'),
  },
});

export const registerGetLatestPassRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const latest = await use(c.var.container, AppleWebService).latest(
      c.req.valid('param').serialNumber,
      applePassToken(c.req.header('authorization')),
    );
    if (latest.kind === 'unauthorized') return c.body(null, 401);
    if (latest.kind === 'gone') return c.body(null, 404);
    // HTTP dates have whole seconds: compare at that precision.
    const modified = Math.floor(latest.lastModified.getTime() / 1000);
    const since = Date.parse(c.req.header('if-modified-since') ?? '');
    if (!Number.isNaN(since) && Math.floor(since / 1000) >= modified) return c.body(null, 304);
    const pkpass = await use(c.var.container, PassRendererToken).apple(latest.card, latest.holder);
    c.header('Content-Type', 'application/vnd.apple.pkpass');
    c.header('Last-Modified', latest.lastModified.toUTCString());
    c.header('Cache-Control', 'no-store');
    return c.body(pkpass as Uint8Array<ArrayBuffer>, 200);
  });
