import { createRoute, z } from '@hono/zod-openapi';
import { ScannerUseCases } from '#domain/scanner/index.ts';
import { bearerSecurity, idParams, errorResponses, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'delete',
  operationId: 'revokeDeviceKey',
  path: '/api/auth/api-keys/{deviceId}',
  tags: ['scanner'],
  summary: 'Revoke a scanner device key; the device is signed out on its next request',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('device_keys.manage')] as const,
  request: {
    params: idParams('deviceId'),
  },
  responses: {
    200: {
      description: 'Revoked',
      content: {
        'application/json': { schema: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    ...errorResponses(401, 403, 404),
  },
});

export const registerRevokeDeviceKeyRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, ScannerUseCases.revokeDeviceKey)(
      c.var.principal.businessId,
      c.req.valid('param').deviceId,
    );
    if (!result.ok) return domainFailure(c, 404, result.error);
    return c.json({ success: true as const, message: 'Device key revoked' }, 200);
  });
