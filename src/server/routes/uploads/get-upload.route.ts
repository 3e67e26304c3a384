import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { UPLOAD_RULES } from '#domain/files/index.ts';
import { errorResponses, use, type ApiApp } from '../../http/api.ts';
import { UploadFilesToken } from '../../tokens.ts';
import { describeError } from '../../http/errors.ts';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

const route = createRoute({
  method: 'get',
  path: '/api/uploads/{file}',
  tags: ['uploads'],
  summary: 'An uploaded image (public, cached for 24 hours)',
  request: {
    params: z.object({
      file: z
        .string()
        .max(80)
        .openapi({ param: { name: 'file', in: 'path' } }),
    }),
  },
  responses: {
    200: {
      description: 'The image',
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(404),
  },
});

/** Serves uploads from the folder; names are checked so nothing outside it can be read. */
export const registerGetUploadRoute = (app: ApiApp) =>
  app.openapi(route, (c) => {
    const name = c.req.valid('param').file;
    const path = use(c.var.container, UploadFilesToken).pathOf(name);
    const size = path ? (statSync(path, { throwIfNoEntry: false })?.size ?? null) : null;
    if (!path || size === null)
      return c.json({ success: false as const, message: describeError('uploads.not_found') }, 404);
    c.header('Content-Type', TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
    c.header('Content-Length', String(size));
    c.header('Cache-Control', `public, max-age=${UPLOAD_RULES.cacheSeconds}, immutable`);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream, 200);
  });
