import { createRoute, z } from '@hono/zod-openapi';
import { PASS_TYPES, STAMP_ICONS, WALLET_PROVIDERS } from '#domain/cards/index.ts';
import { PublicCardToken } from '#domain/get-pass/index.ts';
import { errorResponses, jsonOk, responseHeaders, use, type ApiApp } from '../../http/api.ts';
import { CardIdPath, lookupFailure } from './get-pass-route-parts.ts';

const Field = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  clickLabel: z.string().optional(),
});
const Fields = z.array(Field);

const PreviewSchema = z.object({
  wallet: z.enum(WALLET_PROVIDERS),
  side: z.enum(['FRONT', 'BACK']),
  style: z.enum(['storeCard', 'coupon', 'eventTicket', 'generic']),
  colors: z.object({ background: z.string(), foreground: z.string(), label: z.string() }),
  logo: z.string().nullable(),
  logoText: z.string(),
  title: z.string(),
  description: z.string(),
  heroImage: z.string().nullable(),
  thumbnail: z.string().nullable(),
  headerFields: Fields,
  primaryFields: Fields,
  secondaryFields: Fields,
  auxiliaryFields: Fields,
  backFields: Fields,
  stamps: z
    .object({
      filled: z.number(),
      total: z.number(),
      rewardsReady: z.number(),
      icon: z.enum(STAMP_ICONS),
      background: z.string(),
      stamp: z.string(),
      backgroundImage: z.string().nullable(),
    })
    .nullable(),
  barcode: z.object({ format: z.literal('QR'), message: z.string() }).nullable(),
  voided: z.boolean(),
});

const route = createRoute({
  method: 'get',
  operationId: 'getPublicCard',
  path: '/api/pass/card/{cardId}',
  tags: ['get-pass'],
  security: [],
  summary: "A published card's public face for its get-pass page: name, business and pass preview (public)",
  request: { params: CardIdPath, query: z.object({ wallet: z.enum(WALLET_PROVIDERS).optional() }) },
  responses: {
    200: jsonOk(
      'The card',
      z.object({
        id: z.string(),
        name: z.string(),
        businessName: z.string(),
        passType: z.enum(PASS_TYPES),
        preview: PreviewSchema,
      }),
      responseHeaders.cacheControl(
        'public, max-age=60',
        'Card pages are public and may be cached for a minute',
      ),
    ),
    ...errorResponses(400, 404),
  },
});

export const registerGetPublicCardRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const result = await use(c.var.container, PublicCardToken)(
      c.req.valid('param').cardId,
      c.req.valid('query').wallet,
    );
    if (!result.ok) return lookupFailure(c, result.error);
    // Card pages are shared widely; a short public cache absorbs bursts after a campaign.
    c.header('Cache-Control', 'public, max-age=60');
    const p = result.value.preview;
    const list = (fields: typeof p.headerFields) => fields.map((f) => ({ ...f }));
    return c.json(
      {
        success: true as const,
        data: {
          ...result.value,
          preview: {
            ...p,
            headerFields: list(p.headerFields),
            primaryFields: list(p.primaryFields),
            secondaryFields: list(p.secondaryFields),
            auxiliaryFields: list(p.auxiliaryFields),
            backFields: list(p.backFields),
            colors: { ...p.colors },
            stamps: p.stamps ? { ...p.stamps } : null,
            barcode: p.barcode ? { ...p.barcode } : null,
          },
        },
      },
      200,
    );
  });
