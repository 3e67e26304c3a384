import { createRoute, z } from '@hono/zod-openapi';
import {
  BillingUseCases,
  REFERRAL_CODE_MAX_LENGTH,
  REFERRAL_PREVIEW_MESSAGES,
  ReferralPreviewSchema,
} from '#domain/billing/index.ts';
import { errorResponses, use, type ApiApp } from '../../http/api.ts';

const route = createRoute({
  method: 'get',
  operationId: 'previewReferral',
  path: '/api/referrals/preview/{code}',
  tags: ['billing'],
  summary: 'What a referral code is worth (public); an unknown code is `isValid: false`, not an error',
  security: [],
  request: {
    params: z.object({
      code: z
        .string()
        .min(1)
        .max(REFERRAL_CODE_MAX_LENGTH)
        .openapi({ param: { name: 'code', in: 'path' }, example: 'WELCOME20' }),
    }),
  },
  responses: {
    200: {
      description: 'The preview; `isValid` is repeated at the top (requirements §7 reads it there)',
      content: {
        'application/json': {
          schema: z.object({
            success: z.literal(true),
            isValid: z.boolean(),
            data: ReferralPreviewSchema,
            message: z.string(),
          }),
        },
      },
    },
    // A path without a code is no operation: the API's not-found answer.
    ...errorResponses(400, 404),
  },
});

export const registerReferralPreviewRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const preview = await use(c.var.container, BillingUseCases.previewReferral)(c.req.valid('param').code);
    return c.json(
      {
        success: true as const,
        isValid: preview.isValid,
        data: preview,
        message: REFERRAL_PREVIEW_MESSAGES[preview.isValid ? 'valid' : 'invalid'],
      },
      200,
    );
  });
