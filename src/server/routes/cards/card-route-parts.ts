import { z } from '@hono/zod-openapi';
import { CardSchema } from '#domain/cards/index.ts';

/** Path parameter of the card routes. */
export const CardIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, example: '0b7e…' }),
});

/**
 * A card as returned by the API. The domain's schema is used as is: zod 4 adds `.openapi()` to
 * schemas created after @hono/zod-openapi loads, and domain schemas may be created before it.
 */
export const CardResponse = CardSchema;
