import { createRoute } from '@hono/zod-openapi';
import { accrualConfigJson, AccrualDraftSchema, LoyaltyUseCases } from '#domain/loyalty/index.ts';
import { bearerSecurity, errorResponses, jsonBody, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { AccrualConfigSchema, dataOf } from './accrual-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'createAccrualConfig',
  path: '/api/accrual-configs',
  tags: ['points rules'],
  summary: 'Create a points rule (name and at least one counting rule, requirements §5)',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('rules.write')] as const,
  request: { body: jsonBody(AccrualDraftSchema) },
  responses: {
    201: {
      description: 'The new points rule',
      content: { 'application/json': { schema: dataOf(AccrualConfigSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerCreateAccrualConfigRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, LoyaltyUseCases.createAccrualConfig)(
      c.var.principal.businessId,
      c.req.valid('json'),
    );
    if (!result.ok) return domainFailure(c, 400, result.error);
    return c.json({ success: true as const, data: { data: accrualConfigJson(result.value) } }, 201);
  });
