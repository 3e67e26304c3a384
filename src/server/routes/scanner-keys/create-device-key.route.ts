import { createRoute } from '@hono/zod-openapi';
import {
  CreatedDeviceKeySchema,
  CreateDeviceKeyInputSchema,
  ScannerUseCases,
} from '#domain/scanner/index.ts';
import {
  bearerSecurity,
  errorResponses,
  jsonBody,
  jsonOk,
  responseHeaders,
  use,
  type ApiApp,
} from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { planGateResponses, requireFeature } from '../../http/require-feature.ts';

const route = createRoute({
  method: 'post',
  operationId: 'createDeviceKey',
  path: '/api/auth/api-keys',
  tags: ['scanner'],
  summary: 'Generate a scanner device key; the key is in this answer only',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('device_keys.manage'), requireFeature('addDevice')] as const,
  request: { body: jsonBody(CreateDeviceKeyInputSchema) },
  responses: {
    ...planGateResponses,
    201: jsonOk(
      'The new key',
      CreatedDeviceKeySchema,
      responseHeaders.cacheControl('no-store', 'Not to be stored by caches: the key is in this answer only'),
    ),
    ...errorResponses(400, 401, 403),
  },
});

export const registerCreateDeviceKeyRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, ScannerUseCases.createDeviceKey)(
      c.var.principal.businessId,
      c.req.valid('json').deviceName,
    );
    if (!result.ok) return domainFailure(c, 400, result.error);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: result.value }, 201);
  });
