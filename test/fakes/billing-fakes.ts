import {
  PLAN_CATALOGUE,
  startingTrial,
  type BillingProvider,
  type BillingRepository,
  type BillingUsage,
  type CheckoutSessionRecord,
  type InvoiceRecord,
  type Plan,
  type ReferralCodeRecord,
  type StoredSubscription,
  type SubscribeRequest,
} from '#domain/billing/index.ts';

/** A paid yearly Growth invoice in złoty, lowered by a referral discount. */
export const anInvoice = (over: Partial<InvoiceRecord> = {}): InvoiceRecord => ({
  id: 'i1',
  businessId: 'b1',
  number: 'PD-000007',
  planId: 'growth-year',
  description: 'Growth (yearly)',
  amount: '1535.92',
  creditApplied: '0.00',
  listPrice: '1919.90',
  discountAmount: '383.98',
  currency: 'PLN',
  status: 'paid',
  periodStart: new Date('2026-11-26T00:00:00Z'),
  periodEnd: new Date('2027-11-26T00:00:00Z'),
  createdAt: new Date('2026-11-26T10:00:00Z'),
  ...over,
});

export const NO_USAGE: BillingUsage = Object.freeze({
  publishedCards: 0,
  cards: 0,
  scanners: 0,
  customQuestions: 0,
  segments: 0,
  automations: 0,
});

/**
 * An in-memory billing store with the repository's rules: a business without a stored
 * subscription is on its trial from `createdAt`; a checkout completes once, while open and
 * unexpired; invoices are numbered in order; an event id is recorded once.
 */
export const createMemoryBilling = (options: { plans?: readonly Plan[] } = {}) => {
  const plans = [...(options.plans ?? PLAN_CATALOGUE)];
  const businesses = new Map<
    string,
    { createdAt: Date; currency: string | null; name: string | null; address?: string | null }
  >();
  const emails = new Map<string, { userId: string; businessId: string }>();
  const subscriptions = new Map<string, StoredSubscription>();
  const usage = new Map<string, BillingUsage>();
  const checkouts = new Map<string, CheckoutSessionRecord>();
  const invoices: InvoiceRecord[] = [];
  const referrals = new Map<string, ReferralCodeRecord>();
  const events = new Set<string>();
  const repo: BillingRepository = {
    async plans() {
      return plans;
    },
    async plan(id) {
      return plans.find((plan) => plan._id === id) ?? null;
    },
    async subscription(businessId) {
      const business = businesses.get(businessId);
      if (!business) return null;
      return (
        subscriptions.get(businessId) ?? startingTrial(businessId, business.createdAt, business.currency)
      );
    },
    async saveSubscription(subscription) {
      subscriptions.set(subscription.businessId, subscription);
    },
    async subscriptionByProvider(ref) {
      return (
        [...subscriptions.values()].find(
          (s) =>
            (ref.subscriptionId && s.providerSubscriptionId === ref.subscriptionId) ||
            (ref.customerId && s.providerCustomerId === ref.customerId),
        ) ?? null
      );
    },
    async usage(businessId) {
      return usage.get(businessId) ?? NO_USAGE;
    },
    async createCheckout(session) {
      checkouts.set(session.id, session);
    },
    async checkout(businessId, id) {
      const session = checkouts.get(id);
      return session?.businessId === businessId ? session : null;
    },
    async completeCheckout(id, at, subscription, invoice, basis) {
      const session = checkouts.get(id);
      if (!session || session.status !== 'open' || session.expiresAt <= at) return null;
      const stored = subscriptions.get(subscription.businessId);
      if (
        stored &&
        (stored.creditBalance !== basis.creditBalance ||
          stored.currentPeriodStart?.getTime() !== basis.currentPeriodStart?.getTime())
      )
        return null;
      checkouts.set(id, { ...session, status: 'completed' });
      subscriptions.set(subscription.businessId, subscription);
      if (!invoice) return { invoice: null };
      const numbered = { ...invoice, number: `PD-${String(invoices.length + 1).padStart(6, '0')}` };
      invoices.unshift(numbered);
      return { invoice: numbered };
    },
    async renew(periodEnd, subscription, invoice) {
      const current = subscriptions.get(subscription.businessId);
      if (current?.currentPeriodEnd?.getTime() !== periodEnd.getTime()) return null;
      subscriptions.set(subscription.businessId, subscription);
      const numbered = { ...invoice, number: `PD-${String(invoices.length + 1).padStart(6, '0')}` };
      invoices.unshift(numbered);
      return numbered;
    },
    async invoices(businessId) {
      return invoices.filter((invoice) => invoice.businessId === businessId);
    },
    async invoice(businessId, id) {
      return invoices.find((invoice) => invoice.businessId === businessId && invoice.id === id) ?? null;
    },
    async referral(code) {
      return referrals.get(code) ?? null;
    },
    async recordProviderEvent(id) {
      if (events.has(id)) return false;
      events.add(id);
      return true;
    },
    async invoiceBuyer(businessId) {
      const business = businesses.get(businessId);
      return business ? { name: business.name ?? '', address: business.address ?? null } : null;
    },
    async accountEmail(userId) {
      return [...emails.entries()].find(([, account]) => account.userId === userId)?.[0] ?? null;
    },
    async businessOfEmail(email) {
      return emails.get(email)?.businessId ?? null;
    },
  };
  return {
    repo,
    checkouts,
    invoices,
    /** Adds a business made at `createdAt`, with an owner account `email`. */
    addBusiness(
      id: string,
      createdAt: Date,
      extra: { email?: string; currency?: string; name?: string; address?: string } = {},
    ) {
      businesses.set(id, {
        createdAt,
        currency: extra.currency ?? null,
        name: extra.name ?? null,
        address: extra.address ?? null,
      });
      if (extra.email) emails.set(extra.email, { userId: `user-of-${id}`, businessId: id });
    },
    setUsage(businessId: string, counts: Partial<BillingUsage>) {
      usage.set(businessId, { ...NO_USAGE, ...counts });
    },
    addReferral(record: ReferralCodeRecord) {
      referrals.set(record.code, record);
    },
    stored: (businessId: string) => subscriptions.get(businessId),
  };
};

/**
 * A provider that records what it is asked and answers a link per request; `failWith` makes
 * `subscribe` throw (e.g. a currency mismatch).
 */
export const createRecordingProvider = (kind: 'builtin' | 'stripe' = 'stripe') => {
  const requests: SubscribeRequest[] = [];
  const cancels: { subscription: StoredSubscription; immediately: boolean }[] = [];
  const resumes: StoredSubscription[] = [];
  let failure: Error | null = null;
  const provider: BillingProvider = {
    kind,
    async subscribe(request) {
      if (failure) throw failure;
      requests.push(request);
      return { paymentLink: `https://pay.example/${requests.length}` };
    },
    async cancel(subscription, immediately) {
      cancels.push({ subscription, immediately });
    },
    async resume(subscription) {
      resumes.push(subscription);
    },
    async paymentHistory() {
      return [];
    },
    async upcomingInvoice() {
      return null;
    },
    async paymentMethods() {
      return [{ id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030, isDefault: true }];
    },
    async setDefaultPaymentMethod(_subscription, id) {
      return id === 'pm_1';
    },
    async customerPortal(_subscription, returnUrl) {
      return { url: `https://portal.example/?return=${encodeURIComponent(returnUrl)}` };
    },
  };
  return {
    provider,
    requests,
    cancels,
    resumes,
    failWith(error: Error | null) {
      failure = error;
    },
  };
};
