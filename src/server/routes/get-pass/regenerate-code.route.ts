import { createRoute, z } from '@hono/zod-openapi';
import { GetPassUseCases, RegeneratedCodeSchema } from '#domain/get-pass/index.ts';
import { bearerSecurity, idParams, errorResponses, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'post',
  operationId: 'regenerateCode',
  path: '/api/pass/validation/regenerate-code/{id}',
  tags: ['customers'],
  summary: 'Give a customer a new validation code (the old one stops working)',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('customers.act')] as const,
  request: {
    params: idParams('id'),
  },
  responses: {
    200: {
      description: 'The new code',
      content: {
        'application/json': {
          schema: z.object({
            success: z.literal(true),
            message: z.string(),
            validationCode: z.string(),
            data: RegeneratedCodeSchema,
          }),
        },
      },
    },
    ...errorResponses(401, 403, 404),
  },
});

export const registerRegenerateCodeRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, GetPassUseCases.regenerateCode)(
      c.var.principal.businessId,
      c.req.valid('param').id,
    );
    if (!result.ok) return domainFailure(c, 404, result.error);
    const { validationCode } = result.value;
    return c.json(
      {
        success: true as const,
        message: 'Validation code regenerated',
        validationCode,
        data: { validationCode },
      },
      200,
    );
  });
