import { createRoute, z } from '@hono/zod-openapi';
import { ScanPass } from '#domain/scanner/index.ts';
import { deviceKeySecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireDevice } from '../../http/require-device.ts';
import { HolderViewSchema, scanFailure, holderViewJson } from './scanner-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'scanPass',
  path: '/api/scanner/scan',
  tags: ['scanner'],
  summary: 'Look up a scanned pass: the holder and the actions that fit the card',
  security: deviceKeySecurity,
  middleware: [requireDevice] as const,
  request: { body: jsonBody(z.object({ barcode: z.string().min(1).max(200) })) },
  responses: { 200: jsonOk('The holder', HolderViewSchema), ...errorResponses(400, 401, 404) },
});

export const registerScanPassRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, ScanPass)(c.var.device.businessId, c.req.valid('json').barcode);
    if (!result.ok) return scanFailure(c, result.error) as never;
    return c.json({ success: true as const, data: holderViewJson(result.value) }, 200);
  });
