import { createRoute, z } from '@hono/zod-openapi';
import { applePassToken, WalletUseCases } from '#domain/wallet/index.ts';
import { errorResponses, applePassSecurity, use, type ApiApp } from '../../http/api.ts';
import { BASE, RegistrationParams, empty, foreignPassType } from './apple-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'registerDevice',
  path: `${BASE}/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}`,
  tags: ['apple-wallet'],
  summary: 'A device registers for updates of a pass (Apple Wallet web service)',
  security: applePassSecurity,
  request: {
    params: RegistrationParams,
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ pushToken: z.string().min(1).max(200) }) } },
    },
  },
  responses: {
    201: empty('Registered'),
    200: empty('Already registered'),
    401: empty('Wrong pass token'),
    ...errorResponses(429),
    404: empty('Not a pass type of this service'),
  },
});

export const registerRegisterDeviceRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = c.req.valid('param');
    const foreign = foreignPassType(c, passTypeIdentifier);
    if (foreign) return foreign;
    const outcome = await use(c.var.container, WalletUseCases.appleWebService).register(
      deviceLibraryIdentifier,
      serialNumber,
      applePassToken(c.req.header('authorization')),
      c.req.valid('json').pushToken,
    );
    return c.body(null, outcome === 'created' ? 201 : outcome === 'exists' ? 200 : 401);
  });
