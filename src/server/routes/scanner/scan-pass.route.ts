import { createRoute } from '@hono/zod-openapi';
import { ScannerUseCases, ScanPassInputSchema } from '#domain/scanner/index.ts';
import { deviceKeySecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireDevice } from '../../http/require-device.ts';
import { domainFailure } from '../../http/errors.ts';
import { HolderViewSchema } from './scanner-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'scanPass',
  path: '/api/scanner/scan',
  tags: ['scanner'],
  summary: 'Look up a scanned pass: the holder and the actions that fit the card',
  security: deviceKeySecurity,
  middleware: [requireDevice] as const,
  request: { body: jsonBody(ScanPassInputSchema) },
  responses: { 200: jsonOk('The holder', HolderViewSchema), ...errorResponses(400, 401, 404) },
});

export const registerScanPassRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, ScannerUseCases.scanPass)(
      c.var.device.businessId,
      c.req.valid('json').barcode,
    );
    // A lookup fails only for a pass that is not the business's.
    if (!result.ok) return domainFailure(c, 404, result.error);
    return c.json({ success: true as const, data: result.value }, 200);
  });
