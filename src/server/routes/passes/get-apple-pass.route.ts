import { createRoute, z } from '@hono/zod-openapi';
import { PassRendererToken, PreparePass } from '#domain/wallet/index.ts';
import { errorResponses, use, type ApiApp } from '../../http/api.ts';
import { describeError } from '../../http/errors.ts';

const route = createRoute({
  method: 'get',
  path: '/api/pass/apple/{cardId}',
  tags: ['passes'],
  summary: 'Download the Apple Wallet pass of a published card',
  description:
    '`token` names an existing holder (from validation, data submission or an invitation). Without it, a card that needs neither a validation code nor customer data issues a new holder; other cards answer 403 with the next action.',
  request: {
    params: z.object({
      cardId: z
        .string()
        .max(64)
        .openapi({ param: { name: 'cardId', in: 'path' } }),
    }),
    query: z.object({ token: z.string().max(200).optional() }),
  },
  responses: {
    200: {
      description: 'A signed .pkpass',
      content: { 'application/vnd.apple.pkpass': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    403: {
      description: 'The customer must first validate a code or give their details',
      content: {
        'application/json': {
          schema: z.object({
            success: z.literal(false),
            message: z.string(),
            nextAction: z.enum(['validate_code', 'collect_data']),
          }),
        },
      },
    },
    ...errorResponses(404),
  },
});

const fileNameOf = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'pass'
  }.pkpass`;

export const registerGetApplePassRoute = (app: ApiApp) =>
  app.openapi(route, async (c) => {
    const prepared = await use(c.var.container, PreparePass)(
      c.req.valid('param').cardId,
      c.req.valid('query').token,
    );
    if (!prepared.ok) {
      const { error } = prepared;
      if (error.nextAction === 'validate_code' || error.nextAction === 'collect_data') {
        return c.json(
          { success: false as const, message: describeError(error.code), nextAction: error.nextAction },
          403,
        );
      }
      return c.json({ success: false as const, message: describeError(error.code) }, 404);
    }
    const { card, holder } = prepared.value;
    const pkpass = await use(c.var.container, PassRendererToken).apple(card, holder);
    c.header('Content-Type', 'application/vnd.apple.pkpass');
    c.header('Content-Disposition', `attachment; filename="${fileNameOf(card.name)}"`);
    c.header('Cache-Control', 'no-store');
    c.header('Last-Modified', holder.updatedAt.toUTCString());
    return c.body(pkpass as Uint8Array<ArrayBuffer>, 200);
  });
