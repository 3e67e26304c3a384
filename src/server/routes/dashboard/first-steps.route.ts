import { createRoute } from '@hono/zod-openapi';
import { DashboardUseCases, FirstStepsSchema } from '#domain/dashboard/index.ts';
import { bearerSecurity, errorResponses, jsonOk, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const route = createRoute({
  method: 'get',
  operationId: 'firstSteps',
  path: '/api/dashboard/first-steps',
  tags: ['dashboard'],
  summary: "The first-run checklist, ticked from the business's data",
  description:
    'Create a card, publish it, add a (test) customer, pair a scanner, scan at the counter: each step is done when the data shows it, in any order. `testCardId` is the latest published card, for the testing wizard.',
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('cards.read')] as const,
  responses: {
    200: jsonOk(
      'The checklist',
      FirstStepsSchema.meta({ id: 'FirstSteps' }),
      responseHeaders.cacheControl('no-store'),
    ),
    ...errorResponses(401, 403),
  },
});

export const registerFirstStepsRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const steps = await use(c.var.container, DashboardUseCases.firstSteps)(c.var.principal.businessId);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: steps }, 200);
  });
