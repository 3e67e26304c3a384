import { createRoute, z } from '@hono/zod-openapi';
import { CustomerListQuerySchema, CustomerPageSchema, CustomerUseCases } from '#domain/customers/index.ts';
import { bearerSecurity, errorResponses, jsonOk, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { CustomerViewSchema } from './pass-user-route-parts.ts';

const route = createRoute({
  method: 'get',
  operationId: 'listPassUsers',
  path: '/api/pass-users',
  tags: ['customers'],
  summary: "A page of the business's customers (pass holders)",
  description:
    'Paged, sorted and filtered by the database. `q` searches name, email and phone; `dateFrom`/`dateTo` (YYYY-MM-DD, inclusive) bound the day the customer was added, as a day of `tz` (an IANA time zone, UTC by default; an unknown zone is a 400); `segment` takes a key from `GET /api/segmentation/predefined`. Holders of cards in the trash are left out.',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('customers.read')] as const,
  request: { query: CustomerListQuerySchema },
  responses: {
    200: jsonOk(
      'The page and the number of matching customers',
      CustomerPageSchema.extend({ items: z.array(CustomerViewSchema) }),
      responseHeaders.cacheControl('no-store'),
    ),
    ...errorResponses(400, 401, 403),
  },
});

export const registerListPassUsersRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, CustomerUseCases.listCustomers)(
      c.var.principal.businessId,
      c.req.valid('query'),
    );
    if (!result.ok) return domainFailure(c, 400, result.error);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: result.value }, 200);
  });
