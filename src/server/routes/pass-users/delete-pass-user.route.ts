import { createRoute, z } from '@hono/zod-openapi';
import { CustomerUseCases, DeletedCustomerSchema } from '#domain/customers/index.ts';
import { bearerSecurity, errorResponses, idParams, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'delete',
  operationId: 'deletePassUser',
  path: '/api/pass-users/{id}',
  tags: ['customers'],
  summary: 'Delete a customer with their pass history',
  description:
    'The pass on the phone stops updating; dashboard statistics of hours already rolled up keep their counts.',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('customers.manage')] as const,
  request: { params: idParams('id') },
  responses: {
    200: {
      description: 'Deleted',
      content: {
        'application/json': {
          schema: z.object({
            success: z.literal(true),
            message: z.string(),
            data: DeletedCustomerSchema,
          }),
        },
      },
    },
    ...errorResponses(401, 403, 404),
  },
});

export const registerDeletePassUserRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, CustomerUseCases.deleteCustomer)(
      c.var.principal.businessId,
      c.req.valid('param').id,
    );
    if (!result.ok) return domainFailure(c, 404, result.error);
    return c.json({ success: true as const, message: 'Customer deleted', data: result.value }, 200);
  });
