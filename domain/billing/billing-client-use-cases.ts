import { createToken } from '../shared/token.ts';
import { domainError, err, failedAs, ok, type Result } from '../shared/result.ts';
import type { BillingGateway } from './billing-gateway.port.ts';
import { paymentLinkHere } from './checkout-link.ts';
import type {
  PaymentHistoryEntry,
  PaymentMethod,
  PlanView,
  SubscriptionView,
  UpcomingInvoice,
} from './billing-views.ts';
import type { Currency } from './currency.ts';
import type { InvoiceFileGateway } from './invoice-file-gateway.port.ts';
import { isBareTrial, isFreePlan, sortPlans } from './plans.ts';

/** The invoice download's port (the billing gateway answers with envelopes, a PDF is bytes). */
export const InvoiceFileGatewayToken = createToken<InvoiceFileGateway>('billing.InvoiceFileGateway');

/** Failures the account's plans and billing tabs show (requirements §8 Subscribe, Cancel, …). */
export const BILLING_CLIENT_ERRORS = Object.freeze({
  subscribeFailed: 'billing.subscribe_failed',
  currencyMismatch: 'billing.currency_mismatch',
  cancelFailed: 'billing.cancel_failed',
  resumeFailed: 'billing.resume_failed',
  defaultMethodFailed: 'billing.default_method_failed',
  portalFailed: 'billing.portal_failed',
  invoiceUnavailable: 'billing.invoice_unavailable',
  invoiceFailed: 'billing.invoice_failed',
});

export { planRefusalOf } from '../shared/plan-refusal.ts';

type Deps = { readonly billing: BillingGateway };

/** Keeps the server's text (requirements §8 "server message or …") under the screen's own code. */
const failingAs = <T>(code: string, result: Result<T>): Result<T> =>
  result.ok ? result : err(failedAs(code, result.error));

/** requirements §4: the subscription; a failed fetch reads as none (null), not as an error. */
export const loadSubscription =
  ({ billing }: Deps) =>
  async (): Promise<SubscriptionView | null> => {
    const result = await billing.current();
    return result.ok ? result.value : null;
  };

/** The plans to choose from, in tier order; a failure gives an empty list (requirements §8). */
export const loadPlans =
  ({ billing }: Deps) =>
  async (): Promise<Result<PlanView[]>> => {
    const result = await billing.plans();
    return ok(result.ok ? sortPlans(result.value.filter((plan) => plan.isActive)) : []);
  };

/**
 * Starts paying for a plan: where to pay (`paymentLink`, see `paymentLinkHere`) and the server's note when it priced
 * the plan in USD instead (requirements §8 Subscribe). A currency mismatch keeps its own code so
 * the screen can name both currencies; any other failure is the server's text or the generic one.
 */
export const choosePlan =
  ({ billing }: Deps) =>
  async (input: {
    planId: string;
    currency: Currency;
    successUrl: string;
    cancelUrl: string;
  }): Promise<Result<{ paymentLink: string; note?: string }>> => {
    const { currency, ...body } = input;
    const result = await billing.subscribe(body, currency);
    if (result.ok) return ok({ ...result.value, paymentLink: paymentLinkHere(result.value.paymentLink) });
    if (result.error.code === BILLING_CLIENT_ERRORS.currencyMismatch) return result;
    return failingAs(BILLING_CLIENT_ERRORS.subscribeFailed, result);
  };

/** Cancels now or at the end of the paid period; the subscription as it is after. */
export const cancelPlan =
  ({ billing }: Deps) =>
  async (immediately: boolean): Promise<Result<SubscriptionView>> =>
    failingAs(BILLING_CLIENT_ERRORS.cancelFailed, await billing.cancel(immediately));

/** Undoes a cancellation at the period's end; the subscription as it is after. */
export const keepPlan =
  ({ billing }: Deps) =>
  async (): Promise<Result<SubscriptionView>> =>
    failingAs(BILLING_CLIENT_ERRORS.resumeFailed, await billing.resume());

/**
 * Whether Stripe bills the subscription next. A trial is stored as ours even on a server that
 * bills through Stripe, so `billedBy` (who bills next) wins over `provider` (who holds it now).
 */
export const billedByStripe = (subscription: Pick<SubscriptionView, 'billedBy' | 'provider'>): boolean =>
  (subscription.billedBy ?? subscription.provider) === 'stripe';

/**
 * Whether the billing tab offers to cancel: a plan that bills (paid, or chosen during the trial,
 * when it has a period ending with the trial) and is not already set to end. The bare trial bills
 * nothing and simply runs out.
 */
export const canCancelPlan = (
  subscription: Pick<SubscriptionView, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'planDetails'>,
): boolean => {
  if (isFreePlan(subscription) || subscription.cancelAtPeriodEnd) return false;
  const { status } = subscription;
  return (
    status === 'active' || status === 'past_due' || (status === 'trialing' && !isBareTrial(subscription))
  );
};

/** A change of plan the billing tab asks for. */
export type PlanChange = 'cancelNow' | 'cancelAtPeriodEnd' | 'keep';

/**
 * Whether a subscription already shows a change. Stripe's records change when its webhook
 * arrives, a moment after the call: until then the subscription shows the state before.
 */
export const planChangeShown = (
  subscription: Pick<SubscriptionView, 'status' | 'cancelAtPeriodEnd'>,
  change: PlanChange,
): boolean => {
  switch (change) {
    case 'keep':
      return !subscription.cancelAtPeriodEnd;
    case 'cancelAtPeriodEnd':
      return subscription.cancelAtPeriodEnd;
    case 'cancelNow':
      return subscription.status === 'free' || subscription.status === 'canceled';
  }
};

/** The billing tab: saved cards, paid invoices and the next charge; each failure reads as none (requirements §8). */
export const loadBillingOverview =
  ({ billing }: Deps) =>
  async (): Promise<
    Result<{ methods: PaymentMethod[]; invoices: PaymentHistoryEntry[]; upcoming: UpcomingInvoice | null }>
  > => {
    const [methods, invoices, upcoming] = await Promise.all([
      billing.paymentMethods(),
      billing.paymentHistory(),
      billing.upcomingInvoice(),
    ]);
    return ok({
      methods: methods.ok ? methods.value : [],
      invoices: invoices.ok ? [...invoices.value].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : [],
      upcoming: upcoming.ok ? upcoming.value : null,
    });
  };

/** requirements §8 Default payment method: one text for every failure. */
export const makeDefaultPaymentMethod =
  ({ billing }: Deps) =>
  async (paymentMethodId: string): Promise<Result<{ paymentMethodId: string }>> => {
    const result = await billing.setDefaultPaymentMethod(paymentMethodId);
    return result.ok ? result : err(domainError(BILLING_CLIENT_ERRORS.defaultMethodFailed));
  };

/** The provider's customer portal (requirements §8 Customer portal), coming back to `returnUrl`. */
export const openCustomerPortal =
  ({ billing }: Deps) =>
  async (returnUrl: string): Promise<Result<{ url: string }>> => {
    const result = await billing.customerPortal(returnUrl);
    return result.ok && result.value.url ? result : err(domainError(BILLING_CLIENT_ERRORS.portalFailed));
  };

/**
 * An invoice's PDF: our own (a path under /api/, behind the bearer token) is fetched as bytes,
 * worded in the reader's language; a provider's (an absolute address) is opened as it is.
 */
export const downloadInvoice =
  ({ invoices }: { readonly invoices: InvoiceFileGateway }) =>
  async (
    entry: Pick<PaymentHistoryEntry, 'number' | 'pdfUrl'>,
    language = 'en',
  ): Promise<Result<{ fileName: string; bytes: Uint8Array } | { url: string }>> => {
    const url = entry.pdfUrl?.trim();
    if (!url) return err(domainError(BILLING_CLIENT_ERRORS.invoiceUnavailable));
    if (/^https?:\/\//i.test(url)) return ok({ url });
    const file = await invoices.download(url, language);
    if (!file.ok) return failingAs(BILLING_CLIENT_ERRORS.invoiceFailed, file);
    return ok({ fileName: file.value.fileName || `${entry.number}.pdf`, bytes: file.value.bytes });
  };
