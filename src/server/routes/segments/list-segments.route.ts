import { createRoute, z } from '@hono/zod-openapi';
import {
  SegmentListSchema,
  SegmentQuerySchema,
  SegmentSchema,
  SegmentUseCases,
} from '#domain/segments/index.ts';
import { bearerSecurity, errorResponses, jsonOk, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { domainFailure } from '../../http/errors.ts';
import { requireAction } from '../../http/require-action.ts';
import { requireAuth } from '../../http/require-auth.ts';

const SegmentListAnswer = SegmentListSchema.extend({
  segments: z.array(SegmentSchema.meta({ id: 'Segment' })),
});

const route = createRoute({
  method: 'get',
  operationId: 'listSegments',
  path: '/api/segmentation/predefined',
  tags: ['segments'],
  summary: 'Predefined and auto-generated segments with their customer counts',
  description:
    "Predefined: new (30 days), active (a visit in 30 days), at risk (none for 30–90 days), lost (90+ days), close to a reward, reward earned not redeemed, top spenders (top 10 % by points), birthdays this month (when a card asks for a birthday). Auto-generated: one per option of every select and checkbox question. With `cardId`, only the segments that card's holders can be in, counting only its holders (as a message to the card would go); an unknown card is a 404.",
  security: bearerSecurity,
  middleware: [requireAuth, requireAction('rules.read')] as const,
  request: { query: SegmentQuerySchema },
  responses: {
    200: jsonOk(
      'The segments and the filter counts',
      SegmentListAnswer,
      responseHeaders.cacheControl('no-store'),
    ),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerListSegmentsRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, SegmentUseCases.listSegments)(
      c.var.principal.businessId,
      c.req.valid('query'),
    );
    if (!result.ok) return domainFailure(c, 404, result.error);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, data: result.value }, 200);
  });
