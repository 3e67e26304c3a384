import { createRoute, z } from '@hono/zod-openapi';
import { WalletUseCases } from '#domain/wallet/index.ts';
import { use, type ApiApp } from '../../http/api.ts';
import { BASE, DeviceParams, empty, foreignPassType } from './apple-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'listUpdatedPasses',
  path: `${BASE}/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}`,
  tags: ['apple-wallet'],
  security: [],
  summary: 'Serial numbers of the passes on a device that changed since a tag',
  description:
    '`lastUpdated` is an opaque tag to send back as `passesUpdatedSince`. Every pass changed after the tag is listed; a tag this service did not give lists every pass of the device.',
  request: { params: DeviceParams, query: z.object({ passesUpdatedSince: z.string().max(30).optional() }) },
  responses: {
    200: {
      description: 'Changed passes',
      content: {
        'application/json': {
          schema: z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() }),
        },
      },
    },
    204: empty('No changes'),
    404: empty('Not a pass type of this service'),
  },
});

export const registerListUpdatedPassesRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const { deviceLibraryIdentifier, passTypeIdentifier } = c.req.valid('param');
    const foreign = foreignPassType(c, passTypeIdentifier);
    if (foreign) return foreign;
    const changed = await use(c.var.container, WalletUseCases.appleWebService).changedSerials(
      deviceLibraryIdentifier,
      c.req.valid('query').passesUpdatedSince ?? null,
    );
    return changed ? c.json(changed, 200) : c.body(null, 204);
  });
