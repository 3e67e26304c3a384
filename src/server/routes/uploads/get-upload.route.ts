import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { UPLOAD_RULES } from '#domain/files/index.ts';
import { errorResponses, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { parseInitialLogoFile } from '#domain/wallet/index.ts';
import { InitialLogoRendererToken, UploadFilesToken } from '../../tokens.ts';
import { failure } from '../../http/errors.ts';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

const route = createRoute({
  method: 'get',
  operationId: 'getUpload',
  path: '/api/uploads/{id}',
  tags: ['uploads'],
  security: [],
  summary: 'An uploaded image (public, cached for 24 hours)',
  description:
    'Also serves the initial logos passes use when a card has no logo (`initial-{code point}-{rrggbb}.png`, Google requires a program logo): drawn on request, never stored.',
  request: {
    params: z.object({
      // Named `id` like DELETE /api/uploads/{id}: one path, whose GET takes the stored file name.
      id: z
        .string()
        .max(80)
        .openapi({
          param: { name: 'id', in: 'path' },
          description: 'The file name the upload answered in `url`: the upload id and its extension',
          example: '0b7e6c1e-5f7a-4c4e-9d2a-3f1c2b4a5d6e.webp',
        }),
    }),
  },
  responses: {
    200: {
      description: 'The image',
      headers: {
        ...responseHeaders.cacheControl(
          `public, max-age=${UPLOAD_RULES.cacheSeconds}, immutable`,
          'An upload never changes under its name: cached for 24 hours',
        ),
      },
      content: {
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(404),
  },
});

/** Serves uploads from the folder; names are checked so nothing outside it can be read. */
export const registerGetUploadRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const name = c.req.valid('param').id;
    const path = use(c.var.container, UploadFilesToken).pathOf(name);
    const size = path ? (statSync(path, { throwIfNoEntry: false })?.size ?? null) : null;
    if (!path || size === null) {
      const initial = parseInitialLogoFile(name);
      if (!initial) return failure(c, 404, 'uploads.not_found');
      const png = await use(c.var.container, InitialLogoRendererToken)(initial);
      c.header('Content-Type', 'image/png');
      c.header('Cache-Control', `public, max-age=${UPLOAD_RULES.cacheSeconds}, immutable`);
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(png as Uint8Array<ArrayBuffer>, 200);
    }
    c.header('Content-Type', TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
    c.header('Content-Length', String(size));
    c.header('Cache-Control', `public, max-age=${UPLOAD_RULES.cacheSeconds}, immutable`);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream, 200);
  });
