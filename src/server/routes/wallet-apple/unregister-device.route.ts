import { createRoute } from '@hono/zod-openapi';
import { AppleWebService, applePassToken } from '#domain/wallet/index.ts';
import { use, type ApiApp } from '../../http/api.ts';
import { ApplePassAuth, BASE, RegistrationParams, empty } from './apple-route-parts.ts';

const route = createRoute({
  method: 'delete',
  path: `${BASE}/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}`,
  tags: ['apple-wallet'],
  summary: 'A device stops receiving updates of a pass',
  request: { params: RegistrationParams, headers: ApplePassAuth },
  responses: { 200: empty('Unregistered'), 401: empty('Wrong pass token') },
});

export const registerUnregisterDeviceRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const { deviceLibraryIdentifier, serialNumber } = c.req.valid('param');
    const outcome = await use(c.var.container, AppleWebService).unregister(
      deviceLibraryIdentifier,
      serialNumber,
      applePassToken(c.req.header('authorization')),
    );
    return c.body(null, outcome === 'done' ? 200 : 401);
  });
