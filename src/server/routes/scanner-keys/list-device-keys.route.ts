import { createRoute, z } from '@hono/zod-openapi';
import { ScannerDeviceSchema, ScannerUseCases } from '#domain/scanner/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'listDeviceKeys',
  path: '/api/auth/api-keys',
  tags: ['scanner'],
  summary: "The business's scanner device keys, newest first (never the keys themselves)",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('device_keys.manage')] as const,
  responses: { 200: jsonOk('The devices', z.array(ScannerDeviceSchema)), ...errorResponses(401, 403) },
});

export const registerListDeviceKeysRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const devices = await use(c.var.container, ScannerUseCases.listDeviceKeys)(c.var.principal.businessId);
    return c.json({ success: true as const, data: devices }, 200);
  });
