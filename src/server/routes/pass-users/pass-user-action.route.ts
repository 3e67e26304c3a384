import { createRoute } from '@hono/zod-openapi';
import { ScannerUseCases } from '#domain/scanner/index.ts';
import {
  bearerSecurity,
  idParams,
  errorResponses,
  jsonBody,
  jsonOk,
  use,
  type ApiApp,
} from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { HolderViewSchema, ScanActionBody, scanFailure } from '../scanner/scanner-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'passUserAction',
  path: '/api/pass-users/{id}/action',
  tags: ['customers'],
  summary: "Change a customer's pass from the dashboard (same rules as the scanner)",
  description: '`value` defaults to 1 and `notes` to "Action performed via dashboard" (requirements §7).',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('customers.act')] as const,
  request: {
    params: idParams('id'),
    body: jsonBody(ScanActionBody),
  },
  responses: {
    200: jsonOk('The holder after the change', HolderViewSchema),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const registerPassUserActionRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const principal = c.var.principal;
    const result = await use(c.var.container, ScannerUseCases.performScanAction)(
      { type: 'user', id: principal.userId },
      principal.businessId,
      { holderId: c.req.valid('param').id },
      c.req.valid('json'),
    );
    if (!result.ok) return scanFailure(c, result.error);
    return c.json({ success: true as const, data: result.value }, 200);
  });
