import type { Context } from 'hono';
import {
  HolderViewSchema as DomainHolderViewSchema,
  SCAN_ERRORS,
  ScanActionInputSchema,
} from '#domain/scanner/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { domainFailure } from '../../http/errors.ts';

/** The holder view the scanner and the dashboard get back (requirements §11, issue 7). */
export const HolderViewSchema = DomainHolderViewSchema.meta({ id: 'HolderView' });

/** The body of a scan action (value defaults to 1). */
export const ScanActionBody = ScanActionInputSchema;

const NOT_FOUND = new Set<string>([SCAN_ERRORS.passNotFound, SCAN_ERRORS.undoNotFound]);
const CONFLICTS = new Set<string>([
  SCAN_ERRORS.couponRedeemed,
  SCAN_ERRORS.noReward,
  SCAN_ERRORS.confirmationRequired,
  SCAN_ERRORS.undoExpired,
  SCAN_ERRORS.undoUnavailable,
  SCAN_ERRORS.keyReused,
]);

/**
 * 404 for passes (and changes) that are not the business's; 409 for a used coupon, no reward, a
 * count to confirm, an undo too late or no longer possible, or an idempotency key already used
 * for another change; 400 otherwise.
 */
export const scanFailure = (c: Context, error: DomainError) =>
  NOT_FOUND.has(error.code)
    ? domainFailure(c, 404, error)
    : CONFLICTS.has(error.code)
      ? domainFailure(c, 409, error)
      : domainFailure(c, 400, error);
