import { createRoute, z } from '@hono/zod-openapi';
import { AuthUseCases } from '#domain/auth/index.ts';
import { bearerSecurity, errorResponses, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'exportMe',
  path: '/api/users/me/export',
  tags: ['users'],
  summary: 'Every record of the business as a zip: JSON per kind and the customers CSV',
  description: 'Credentials (password, token and key digests) are not included.',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('data.export')] as const,
  responses: {
    200: {
      description: 'The zip file',
      headers: {
        ...responseHeaders.contentDisposition('attachment; filename="passdeck-export_2026-11-26.zip"'),
        ...responseHeaders.cacheControl('no-store'),
      },
      content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerExportMeRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, AuthUseCases.exportAccountData)(c.var.principal);
    if (!result.ok) return domainFailure(c, 400, result.error);
    return new Response(new Uint8Array(result.value.bytes), {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${result.value.fileName}"`,
        'Cache-Control': 'no-store',
      },
    });
  });
