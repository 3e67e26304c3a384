import { createRoute, z } from '@hono/zod-openapi';
import { FileUseCases, UploadedImageSchema } from '#domain/files/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'post',
  operationId: 'uploadImage',
  path: '/api/uploads',
  tags: ['uploads'],
  summary: 'Upload an image (PNG, JPEG, WebP or GIF, at most 5 MB); it is re-encoded before it is stored',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.write')] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            img: z
              .custom<File>((value) => value instanceof File, { error: 'uploads.file_required' })
              .openapi({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonOk('The stored image', UploadedImageSchema.meta({ id: 'UploadedImage' })),
    ...errorResponses(400, 401, 403),
  },
});

export const registerUploadImageRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const file = c.req.valid('form').img;
    const result = await use(c.var.container, FileUseCases.uploadImage)(
      c.var.principal.businessId,
      new Uint8Array(await file.arrayBuffer()),
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 201);
    return domainFailure(c, 400, result.error);
  });
