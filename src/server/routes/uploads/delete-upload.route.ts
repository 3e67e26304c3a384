import { createRoute, z } from '@hono/zod-openapi';
import { FileUseCases, UPLOAD_ERRORS } from '#domain/files/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'delete',
  operationId: 'deleteUpload',
  path: '/api/uploads/{id}',
  tags: ['uploads'],
  summary: 'Delete one of your uploads',
  description:
    'An image a card (live, draft or in the trash), the business logo or a team member picture still shows is kept: 409 `uploads.in_use`.',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.write')] as const,
  request: {
    params: z.object({
      id: z
        .string()
        .max(64)
        .openapi({
          param: { name: 'id', in: 'path' },
          description: 'The upload id (the `id` the upload answered, without extension)',
        }),
    }),
  },
  responses: {
    200: jsonOk('Deleted', z.object({ deleted: z.literal(true) })),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const registerDeleteUploadRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, FileUseCases.deleteUpload)(
      c.var.principal.businessId,
      c.req.valid('param').id,
    );
    if (result.ok) return c.json({ success: true as const, data: { deleted: true as const } }, 200);
    return domainFailure(c, result.error.code === UPLOAD_ERRORS.inUse ? 409 : 404, result.error);
  });
