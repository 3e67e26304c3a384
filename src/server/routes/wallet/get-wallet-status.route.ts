import { createRoute } from '@hono/zod-openapi';
import { WalletStatusSchema, WalletStatusToken } from '#domain/wallet/index.ts';
import { bearerSecurity, errorResponses, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'getWalletStatus',
  path: '/api/wallet/status',
  tags: ['wallet'],
  summary: 'How this server issues and updates wallet passes (the dashboard’s wallet settings)',
  description:
    'Whether Apple and Google passes are signed with production or development credentials, whether installed passes can fetch updates from `PUBLIC_URL` (a public https address) and whether changes are pushed.',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.read')] as const,
  responses: { 200: jsonOk('The wallet status', WalletStatusSchema), ...errorResponses(403) },
});

export const registerGetWalletStatusRoute = (app: ApiApp) =>
  app.openapi(route, (c) =>
    c.json({ success: true as const, data: use(c.var.container, WalletStatusToken) }, 200),
  );
