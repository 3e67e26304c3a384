import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import type { BillingProvider } from './billing-provider.port.ts';
import type { BillingRepository } from './billing.repository.port.ts';
import { BUILTIN_CHECKOUT_PATH } from './checkout-link.ts';
import { newCheckoutSession } from './checkout-use-cases.ts';
import { isBareTrial } from './plans.ts';
import { applyCredit } from './proration.ts';
import { discountedPrice } from './referral-discount.ts';
import { billedAtPeriodEnd, invoiceDescription } from './renewal-job.ts';

/**
 * The built-in billing provider (issue 24), the default when no payment service is configured. It
 * is plain domain logic over the billing repository (no outside service), so it lives here:
 * a plan is bought by confirming our own checkout page (`/billing/checkout/{sessionId}`), which
 * activates it at once and writes a numbered invoice. No card is taken, so there are no payment
 * methods, and the account page is its own customer portal.
 */
export const createBuiltinProvider = (deps: {
  readonly billing: BillingRepository;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly publicUrl: string;
}): BillingProvider => {
  const base = deps.publicUrl.replace(/\/+$/, '');
  return {
    kind: 'builtin',
    async subscribe(request) {
      const session = newCheckoutSession({
        id: deps.ids.id(),
        businessId: request.businessId,
        planId: request.plan._id,
        currency: request.currency,
        referralCode: request.discount?.code ?? null,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        now: deps.clock.now(),
      });
      await deps.billing.createCheckout(session);
      return { paymentLink: `${base}${BUILTIN_CHECKOUT_PATH}${session.id}` };
    },
    async cancel(subscription, immediately) {
      const now = deps.clock.now();
      const trial = subscription.status === 'trialing';
      // A plan chosen during the trial keeps its trial to the end (nothing is billed, as on
      // Stripe); only the bare trial, which has no period to run out, ends at once.
      await deps.billing.saveSubscription(
        immediately || isBareTrial(subscription)
          ? {
              ...subscription,
              status: 'canceled',
              cancelAtPeriodEnd: false,
              currentPeriodEnd: now,
              trialEndsAt: trial ? now : subscription.trialEndsAt,
            }
          : { ...subscription, cancelAtPeriodEnd: true },
        now,
      );
    },
    async resume(subscription) {
      await deps.billing.saveSubscription({ ...subscription, cancelAtPeriodEnd: false }, deps.clock.now());
    },
    async paymentHistory(subscription) {
      return (await deps.billing.invoices(subscription.businessId)).map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        description: invoice.description,
        planId: invoice.planId,
        amount: invoice.amount,
        currency: invoice.currency,
        status: invoice.status,
        createdAt: invoice.createdAt.toISOString(),
        pdfUrl: `/api/billing/invoices/${invoice.id}/pdf`,
      }));
    },
    async upcomingInvoice(subscription) {
      // Only a paid built-in plan (or one chosen during the trial) renews; a trial or a plan set by hand bills nothing.
      if (subscription.provider !== 'builtin' || !billedAtPeriodEnd(subscription)) return null;
      const plan = await deps.billing.plan(subscription.planId);
      if (!plan || !subscription.currentPeriodEnd) return null;
      const priced = await discountedPrice(
        deps.billing,
        plan,
        subscription.currency,
        subscription.referralCode,
      );
      const charge = applyCredit(priced.price, subscription.creditBalance);
      return {
        amount: charge.amount,
        creditApplied: charge.creditApplied,
        currency: subscription.currency,
        dueAt: subscription.currentPeriodEnd.toISOString(),
        description: invoiceDescription(plan),
        planId: plan._id,
      };
    },
    async paymentMethods() {
      return [];
    },
    async setDefaultPaymentMethod() {
      return false;
    },
    async customerPortal(_subscription, returnUrl) {
      return { url: returnUrl || `${base}/account?tab=billing` };
    },
  };
};
