import { createRoute } from '@hono/zod-openapi';
import { ScannerSessionSchema } from '#domain/scanner/index.ts';
import { deviceKeySecurity, errorResponses, jsonOk, type ApiApp } from '../../http/api.ts';
import { requireDevice } from '../../http/require-device.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getScannerSession',
  path: '/api/scanner/session',
  tags: ['scanner'],
  summary: 'The device a scanner key belongs to (the web scanner signs in with this)',
  security: deviceKeySecurity,
  middleware: [requireDevice] as const,
  responses: {
    200: jsonOk('The device', ScannerSessionSchema),
    ...errorResponses(401),
  },
});

export const registerGetScannerSessionRoute = (app: ApiApp) =>
  app.openapi(route, (c) =>
    c.json(
      {
        success: true as const,
        data: { deviceId: c.var.device.deviceId, deviceName: c.var.device.deviceName },
      },
      200,
    ),
  );
