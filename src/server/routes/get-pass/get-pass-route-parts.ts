import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CollectedDataSchema, GET_PASS_ERRORS } from '#domain/get-pass/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import type { NextAction } from '#domain/wallet/index.ts';
import { domainFailure, errorEnvelope, failureMessage } from '../../http/errors.ts';

export { nextActionResponse } from '../passes/pass-route-parts.ts';

export const CardIdPath = z.object({
  cardId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'cardId', in: 'path' } }),
});

/** The answers to a card's form, by field key: text, a number, a yes/no or the ticked options. */
export const CollectedData = CollectedDataSchema.openapi({
  example: { fullName: 'Ana Kowalska', email: 'ana@example.com' },
});

const notFound = new Set<string>([GET_PASS_ERRORS.cardNotFound, GET_PASS_ERRORS.holderNotFound]);

/**
 * Status of a get-pass failure: unknown, unpublished or foreign cards and holders are all the
 * same 404 (nothing tells whether another business's card exists); a pending step is 403 with
 * the next action; the rest is the caller's input (400).
 */
export const getPassFailure = (c: Context, error: DomainError & { readonly nextAction?: NextAction }) => {
  if (error.nextAction === 'validate_code' || error.nextAction === 'collect_data')
    return c.json({ ...errorEnvelope(error.code, failureMessage(error)), nextAction: error.nextAction }, 403);
  return lookupFailure(c, error);
};

/** A failed lookup: unknown, unpublished or foreign cards and holders are one 404. */
export const lookupFailure = (c: Context, error: DomainError) =>
  domainFailure(c, notFound.has(error.code) ? 404 : 400, error);
