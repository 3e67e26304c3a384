import { createRoute } from '@hono/zod-openapi';
import { applePassToken, WalletUseCases } from '#domain/wallet/index.ts';
import { errorResponses, applePassSecurity, use, type ApiApp } from '../../http/api.ts';
import { BASE, RegistrationParams, empty, foreignPassType } from './apple-route-parts.ts';

const route = createRoute({
  method: 'delete',
  operationId: 'unregisterDevice',
  path: `${BASE}/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}`,
  tags: ['apple-wallet'],
  summary: 'A device stops receiving updates of a pass',
  security: applePassSecurity,
  request: { params: RegistrationParams },
  responses: {
    200: empty('Unregistered'),
    401: empty('Wrong pass token'),
    ...errorResponses(429),
    404: empty('Not a pass type of this service'),
  },
});

export const registerUnregisterDeviceRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = c.req.valid('param');
    const foreign = foreignPassType(c, passTypeIdentifier);
    if (foreign) return foreign;
    const outcome = await use(c.var.container, WalletUseCases.appleWebService).unregister(
      deviceLibraryIdentifier,
      serialNumber,
      applePassToken(c.req.header('authorization')),
    );
    return c.body(null, outcome === 'done' ? 200 : 401);
  });
