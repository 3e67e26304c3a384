import { createRoute, z } from '@hono/zod-openapi';
import { applePassToken, PassRendererToken, WalletUseCases } from '#domain/wallet/index.ts';
import { errorResponses, applePassSecurity, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { BASE, empty, foreignPassType } from './apple-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getLatestPass',
  path: `${BASE}/passes/{passTypeIdentifier}/{serialNumber}`,
  tags: ['apple-wallet'],
  summary: 'The latest version of a pass (304 when it has not changed)',
  security: applePassSecurity,
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
  },
  responses: {
    200: {
      description: 'The pass',
      headers: {
        ...responseHeaders.etag,
        ...responseHeaders.lastModified,
        ...responseHeaders.cacheControl('no-store'),
      },
      content: { 'application/vnd.apple.pkpass': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    304: {
      description:
        'Not modified: If-None-Match names the current version, or (without it) If-Modified-Since is past the second of the last change',
      headers: { ...responseHeaders.etag, ...responseHeaders.lastModified },
    },
    401: empty('Wrong pass token'),
    ...errorResponses(429),
    404: empty('Not a pass type of this service, or the card is no longer published'),
  },
});

export const registerGetLatestPassRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const { passTypeIdentifier, serialNumber } = c.req.valid('param');
    const foreign = foreignPassType(c, passTypeIdentifier);
    if (foreign) return foreign;
    const latest = await use(c.var.container, WalletUseCases.appleWebService).latest(
      serialNumber,
      applePassToken(c.req.header('authorization')),
      { ifNoneMatch: c.req.header('if-none-match'), ifModifiedSince: c.req.header('if-modified-since') },
    );
    if (latest.kind === 'unauthorized') return c.body(null, 401);
    if (latest.kind === 'gone') return c.body(null, 404);
    c.header('ETag', latest.validators.etag);
    c.header('Last-Modified', latest.validators.lastModified.toUTCString());
    if (latest.kind === 'not_modified') return c.body(null, 304);
    const pkpass = await use(c.var.container, PassRendererToken).apple(latest.card, latest.holder);
    c.header('Content-Type', 'application/vnd.apple.pkpass');
    c.header('Cache-Control', 'no-store');
    return c.body(pkpass as Uint8Array<ArrayBuffer>, 200);
  });
