import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PreparePassError } from '#domain/wallet/index.ts';
import { errorResponses } from '../../http/api.ts';
import { describeError } from '../../http/errors.ts';

export const PassParams = z.object({
  cardId: z
    .string()
    .max(64)
    .openapi({ param: { name: 'cardId', in: 'path' } }),
});
export const PassQuery = z.object({ token: z.string().max(200).optional() });

export const PASS_DESCRIPTION =
  '`token` names an existing holder (from validation, data submission or an invitation). Without it, a card that needs neither a validation code nor customer data issues a new holder; other cards answer 403 with the next action.';

/** 403: the customer must first take the named step (SPEC §4). */
export const nextActionResponse = {
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
};

/** The failure answers shared by the pass download routes. */
export const passFailureResponses = { 403: nextActionResponse, ...errorResponses(404) };

/** 403 with the next action for guarded cards; 404 for unknown, unpublished or deleted cards and unknown holders. */
export const passFailure = (c: Context, error: PreparePassError) => {
  if (error.nextAction === 'validate_code' || error.nextAction === 'collect_data') {
    return c.json(
      { success: false as const, message: describeError(error.code), nextAction: error.nextAction },
      403,
    );
  }
  return c.json({ success: false as const, message: describeError(error.code) }, 404);
};

/** A pass file download: never cached, named for saving. */
export const sendPassFile = (
  c: Context,
  bytes: Uint8Array,
  contentType: string,
  fileName: string,
  lastModified?: Date,
) => {
  c.header('Content-Type', contentType);
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'no-store');
  if (lastModified) c.header('Last-Modified', lastModified.toUTCString());
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
};

/** A download name from the card's name: letters, digits, dots and dashes only. */
export const passFileName = (name: string, extension: 'pkpass' | 'pdf') =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'pass'
  }.${extension}`;
