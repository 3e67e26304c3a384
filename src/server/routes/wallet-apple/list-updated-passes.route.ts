import { createRoute, z } from '@hono/zod-openapi';
import { AppleWebService } from '#domain/wallet/index.ts';
import { use, type ApiApp } from '../../http/api.ts';
import { BASE, DeviceParams, empty } from './apple-route-parts.ts';

const route = createRoute({
  method: 'get',
  path: `${BASE}/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}`,
  tags: ['apple-wallet'],
  summary: 'Serial numbers of the passes on a device that changed since a tag',
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
  },
});

export const registerListUpdatedPassesRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const changed = await use(c.var.container, AppleWebService).changedSerials(
      c.req.valid('param').deviceLibraryIdentifier,
      c.req.valid('query').passesUpdatedSince ?? null,
    );
    return changed ? c.json(changed, 200) : c.body(null, 204);
  });
