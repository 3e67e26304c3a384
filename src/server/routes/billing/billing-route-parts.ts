import type { Context } from 'hono';
import { BILLING_ERRORS, CHECKOUT_ERRORS, PROVIDER_EVENT_ERRORS } from '#domain/billing/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { errorResponses } from '../../http/api.ts';
import { errorEnvelope, failureMessage } from '../../http/errors.ts';

/** The status of each billing refusal; anything else is a 400 about the input. */
type BillingStatus = 400 | 404 | 409 | 410;
const STATUS: Readonly<Record<string, BillingStatus>> = Object.freeze({
  [BILLING_ERRORS.businessNotFound]: 404,
  [BILLING_ERRORS.paymentMethodNotFound]: 404,
  [BILLING_ERRORS.currentPlan]: 409,
  [BILLING_ERRORS.currencyMismatch]: 409,
  [BILLING_ERRORS.noSubscription]: 409,
  [BILLING_ERRORS.notEnding]: 409,
  [CHECKOUT_ERRORS.notFound]: 404,
  [CHECKOUT_ERRORS.completed]: 409,
  [CHECKOUT_ERRORS.expired]: 410,
  'billing.invoice_not_found': 404,
  [PROVIDER_EVENT_ERRORS.noWebhook]: 404,
  [PROVIDER_EVENT_ERRORS.badSignature]: 400,
});

/**
 * A billing refusal as the error envelope. A use case's own text (the spec's currency-mismatch
 * sentence, with the currencies in it) is kept; other codes get their English text.
 */
export const billingFailure = (c: Context, error: DomainError) =>
  c.json<ReturnType<typeof errorEnvelope>, BillingStatus>(
    errorEnvelope(error.code, error.message ?? failureMessage(error), error.field),
    STATUS[error.code] ?? 400,
  );

/** The error answers of a route that ends in `billingFailure` (and `requireAuth` / `requireAction`). */
export const billingErrorResponses = errorResponses(400, 401, 403, 404, 409, 410);
