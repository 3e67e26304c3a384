import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PASS_ERRORS, type PreparePassError } from '#domain/wallet/index.ts';
import { errorResponses, responseHeaders } from '../../http/api.ts';
import { describeError, errorEnvelope, failure } from '../../http/errors.ts';

export const PassParams = z.object({
  cardId: z
    .string()
    .max(64)
    .openapi({ param: { name: 'cardId', in: 'path' } }),
});
export const PassQuery = z.object({ token: z.string().max(200).optional() });

export const PASS_DESCRIPTION =
  "`token` names the holder whose pass this is (from `POST /api/pass/holders`, a validation code, the data form or an invitation). Without a token nothing is created: the request (GET or HEAD) is redirected to the card's get-pass page. A holder whose card asks for a code or data they have not given yet answers 403 with the next action. A client that presents 30 wrong tokens in 10 minutes gets 429 with Retry-After on every token request until the window passes.";

/** 403: the customer must first take the named step (requirements §4). */
export const nextActionResponse = {
  description: 'The customer must first validate a code or give their details',
  content: {
    'application/json': {
      schema: z.object({
        success: z.literal(false),
        message: z.string(),
        code: z.string().optional().openapi({
          description: 'Stable error code (the get-pass routes send it)',
          example: 'passes.requirements_pending',
        }),
        nextAction: z.enum(['validate_code', 'collect_data']),
      }),
    },
  },
};

const toGetPassPage = "without a token, to the card's get-pass page, where the customer gets their pass";

/** The answers other than the file shared by the pass download routes. */
export const passFailureResponses = {
  302: {
    description: `Redirect: ${toGetPassPage}`,
    headers: responseHeaders.location('`/get-pass/{cardId}`'),
  },
  403: nextActionResponse,
  ...errorResponses(404, 429),
};

/** A 302 that is also the route's own redirect (the Google link), documented with both meanings. */
export const passRedirectResponse = (own: string) => ({
  description: `Redirect: ${own}; or ${toGetPassPage}`,
  headers: {
    ...responseHeaders.location(`${own}, or \`/get-pass/{cardId}\``),
    ...responseHeaders.cacheControl('no-store'),
  },
});

/**
 * Without a token, to the card's get-pass page; 403 with the next action for guarded cards;
 * 404 for unknown, unpublished or deleted cards and unknown holders.
 */
export const passFailure = (c: Context, cardId: string, error: PreparePassError) => {
  if (error.code === PASS_ERRORS.tokenRequired) {
    c.header('Cache-Control', 'no-store');
    return c.redirect(`/get-pass/${encodeURIComponent(cardId)}`, 302);
  }
  if (error.nextAction === 'validate_code' || error.nextAction === 'collect_data') {
    return c.json(
      { ...errorEnvelope(error.code, describeError(error.code)), nextAction: error.nextAction },
      403,
    );
  }
  return failure(c, 404, error.code);
};

/** The headers `sendPassFile` sets, as OpenAPI documents them (ETag and Last-Modified when given). */
export const passFileHeaders = (fileName: string, withValidators = false) => ({
  ...responseHeaders.contentDisposition(`attachment; filename="${fileName}"`),
  ...responseHeaders.cacheControl('no-store'),
  ...(withValidators ? { ...responseHeaders.etag, ...responseHeaders.lastModified } : {}),
});

/** A pass file download: never cached, named for saving, with the pass's validators when it has them. */
export const sendPassFile = (
  c: Context,
  bytes: Uint8Array,
  contentType: string,
  fileName: string,
  validators?: { etag: string; lastModified: Date } | null,
) => {
  c.header('Content-Type', contentType);
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'no-store');
  if (validators) {
    c.header('ETag', validators.etag);
    c.header('Last-Modified', validators.lastModified.toUTCString());
  }
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
};
