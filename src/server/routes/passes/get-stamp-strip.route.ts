import { createRoute, z } from '@hono/zod-openapi';
import { CardRepositoryToken } from '#domain/cards/index.ts';
import { GOOGLE_STRIP_SIZE, buildPassPreview, parseStampStripFile } from '#domain/designer/index.ts';
import { errorResponses, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { failure } from '../../http/errors.ts';
import { StampStripRendererToken } from '../../tokens.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getStampStrip',
  path: '/api/pass/strips/{file}',
  tags: ['passes'],
  security: [],
  summary: "A stamp card's strip with a number of stamps drawn in (public; the Google pass's hero image)",
  description:
    "The same drawing as the Apple pass's strip.png and the designer preview, 1032 × 338 pixels. `file` is `{cardId}-{stamps}-{fingerprint}.png`, as the Google object names it; the fingerprint only makes a new design a new URL.",
  request: {
    params: z.object({
      file: z
        .string()
        .max(80)
        .openapi({
          param: { name: 'file', in: 'path' },
          example: '0b7e6c1e-5f7a-4c4e-9d2a-3f1c2b4a5d6e-3-1x2y3z4.png',
        }),
    }),
  },
  responses: {
    200: {
      description: 'The strip (PNG)',
      headers: {
        ...responseHeaders.cacheControl(
          'public, max-age=86400',
          'A strip never changes under its name: a new design is a new fingerprint',
        ),
      },
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(404),
  },
});

/** Draws a published stamp card's strip for a count (bounded by the card's stamps). */
export const registerGetStampStripRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const parsed = parseStampStripFile(c.req.valid('param').file);
    const notFound = () => failure(c, 404, 'uploads.not_found');
    if (!parsed) return notFound();
    const card = await use(c.var.container, CardRepositoryToken).findPublished(parsed.cardId);
    const strip = card
      ? buildPassPreview(card.content, {
          wallet: 'GOOGLE',
          side: 'FRONT',
          counters: { stamps: parsed.filled, points: 0 },
        }).stamps
      : null;
    if (!strip || parsed.filled > strip.total) return notFound();
    const png = await use(c.var.container, StampStripRendererToken)(
      strip,
      GOOGLE_STRIP_SIZE.width,
      GOOGLE_STRIP_SIZE.height,
    );
    c.header('Content-Type', 'image/png');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(png as Uint8Array<ArrayBuffer>, 200);
  });
