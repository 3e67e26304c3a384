import { createRoute, z } from '@hono/zod-openapi';
import {
  ACCRUAL_ERRORS,
  accrualConfigJson,
  AccrualDraftSchema,
  LoyaltyUseCases,
} from '#domain/loyalty/index.ts';
import { bearerSecurity, errorResponses, idParams, jsonBody, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { AccrualConfigSchema, dataOf } from './accrual-route-parts.ts';

const route = createRoute({
  method: 'put',
  operationId: 'updateAccrualConfig',
  path: '/api/accrual-configs/{id}',
  tags: ['points rules'],
  summary: 'Replace a points rule; archived: true archives it (rules are never deleted)',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('rules.write')] as const,
  request: {
    params: idParams('id'),
    body: jsonBody(AccrualDraftSchema.extend({ archived: z.boolean().optional() })),
  },
  responses: {
    200: {
      description: 'The points rule as saved',
      content: { 'application/json': { schema: dataOf(AccrualConfigSchema) } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerUpdateAccrualConfigRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const { archived, ...draft } = c.req.valid('json');
    const result = await use(c.var.container, LoyaltyUseCases.updateAccrualConfig)(
      c.var.principal.businessId,
      c.req.valid('param').id,
      draft,
      archived,
    );
    if (!result.ok)
      return domainFailure(c, result.error.code === ACCRUAL_ERRORS.notFound ? 404 : 400, result.error);
    return c.json({ success: true as const, data: { data: accrualConfigJson(result.value) } }, 200);
  });
