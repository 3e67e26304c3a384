import { createRoute } from '@hono/zod-openapi';
import { AuthUseCases } from '#domain/auth/index.ts';
import { CardUseCases, DemoCardInputSchema } from '#domain/cards/index.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonOk, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { planGateResponses, requireFeature } from '../../http/require-feature.ts';
import { CardResponse } from './card-route-parts.ts';

const route = createRoute({
  method: 'post',
  operationId: 'demoCard',
  path: '/api/business-card/demo',
  tags: ['cards'],
  summary: 'Create and publish a ready-made demo card of a kind',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.write'), requireFeature('createCampaign')] as const,
  request: {
    body: jsonBody(DemoCardInputSchema),
  },
  responses: {
    ...planGateResponses,
    201: jsonOk('The published demo card', CardResponse),
    ...errorResponses(400, 401, 403),
  },
});

export const registerDemoCardRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const profile = await use(c.var.container, AuthUseCases.getProfile)(c.var.principal.userId);
    const businessName = profile.ok ? (profile.value.businessName ?? '') : '';
    const result = await use(c.var.container, CardUseCases.createDemoCard)(
      c.var.principal.businessId,
      c.req.valid('json').passType,
      businessName,
    );
    if (result.ok) return c.json({ success: true as const, data: result.value }, 201);
    return domainFailure(c, 400, result.error);
  });
