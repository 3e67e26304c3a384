import { createRoute } from '@hono/zod-openapi';
import { ScannerUseCases, UndoScanInputSchema } from '#domain/scanner/index.ts';
import { deviceKeySecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireDevice } from '../../http/require-device.ts';
import { HolderViewSchema, scanFailure } from './scanner-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'undoScanAction',
  path: '/api/scanner/undo',
  tags: ['scanner'],
  summary: 'Take back a change this device made in the last 10 seconds',
  description:
    'Writes a compensating ledger row that reverses the change on the current balance (later scans stay counted). Only the device that made the change, within 10 seconds; a second undo of the same change returns the first outcome. 404 when the change is not this device’s, 409 when it is too late or the balance no longer allows it (the stamps were redeemed meanwhile).',
  security: deviceKeySecurity,
  middleware: [requireDevice] as const,
  request: {
    body: jsonBody(UndoScanInputSchema),
  },
  responses: {
    200: jsonOk('The holder after the undo', HolderViewSchema),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const registerUndoScanActionRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const device = c.var.device;
    const result = await use(c.var.container, ScannerUseCases.undoScanAction)(
      { type: 'device', id: device.deviceId, name: device.deviceName },
      device.businessId,
      c.req.valid('json'),
    );
    if (!result.ok) return scanFailure(c, result.error);
    return c.json({ success: true as const, data: result.value }, 200);
  });
