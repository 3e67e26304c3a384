import { createRoute } from '@hono/zod-openapi';
import { ScannerUseCases, ScanPassInputSchema } from '#domain/scanner/index.ts';
import { deviceKeySecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireDevice } from '../../http/require-device.ts';
import { HolderViewSchema, ScanActionBody, scanFailure } from './scanner-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'scanAction',
  path: '/api/scanner/action',
  tags: ['scanner'],
  summary: 'Add stamps or points, record a purchase, redeem a reward or a coupon',
  description:
    'One ledger row per change. The same `idempotencyKey` replayed returns the first outcome and changes nothing; a key first used for another pass, another action, or another count, amount or items (what the action uses) is 409 `scanner.idempotency_key_reused`. A second coupon redemption is 409.',
  security: deviceKeySecurity,
  middleware: [requireDevice] as const,
  request: { body: jsonBody(ScanActionBody.extend(ScanPassInputSchema.shape)) },
  responses: {
    200: jsonOk('The holder after the change', HolderViewSchema),
    ...errorResponses(400, 401, 404, 409),
  },
});

export const registerScanActionRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const { barcode, ...input } = c.req.valid('json');
    const device = c.var.device;
    const result = await use(c.var.container, ScannerUseCases.performScanAction)(
      { type: 'device', id: device.deviceId, name: device.deviceName },
      device.businessId,
      { barcode },
      input,
    );
    if (!result.ok) return scanFailure(c, result.error);
    return c.json({ success: true as const, data: result.value }, 200);
  });
