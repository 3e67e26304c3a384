import { describe, expect, it } from 'vitest';
import { createMemoryBilling, createRecordingProvider } from '../../test/fakes/billing-fakes.ts';
import {
  cancelSubscription,
  resumeSubscription,
  checkFeature,
  currentSubscription,
  customerPortal,
  listPlans,
  paymentHistory,
  paymentMethods,
  providerOf,
  setDefaultPaymentMethod,
  subscribe,
  upcomingInvoice,
  type BillingProviders,
} from './billing-use-cases.ts';
import { CurrencyMismatchError, type ProviderEvent } from './billing-provider.port.ts';
import { confirmCheckout, newCheckoutSession, viewCheckout } from './checkout-use-cases.ts';
import { includedVat, invoiceAmountLines } from './invoice-amounts.ts';
import { invoiceDocument, type InvoiceSeller } from './invoice-document.use-case.ts';
import { invoicePlanOf, PLAN_CATALOGUE } from './plan-catalogue.ts';
import { priceFor } from './plans.ts';
import { applyProviderEvent } from './provider-events.use-case.ts';
import { applyReferral, discountInfo, previewReferral } from './referral-use-cases.ts';
import { setPlanByEmail } from './set-plan.use-case.ts';
import { BILLING_RENEWAL_JOB, billingRenewalJobs } from './renewal-job.ts';
import type { JobRequest } from '../shared/job-queue.port.ts';
import { createBuiltinProvider } from './builtin-provider.ts';

const DAY = 86_400_000;
const start = new Date('2026-11-01T12:00:00Z');

/**
 * A world with one business, a clock at `start` that can move, and both providers. The business
 * is made at `start` (on its trial), or a month before when its trial is over (`paying`: what it
 * buys is charged at once).
 */
const world = (stripeConfigured = false, { paying = false } = {}) => {
  const memory = createMemoryBilling();
  const made = paying ? new Date(start.getTime() - 31 * DAY) : start;
  memory.addBusiness('b1', made, { email: 'owner@shop.test', currency: 'EUR', name: 'Café Sol' });
  let now = start.getTime();
  const clock = { now: () => new Date(now) };
  let ids = 0;
  const idGen = {
    id: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    secret: () => 's',
    code: () => '123456',
  };
  const builtin = createBuiltinProvider({
    billing: memory.repo,
    ids: idGen,
    clock,
    publicUrl: 'https://app/',
  });
  const stripe = createRecordingProvider('stripe');
  const providers: BillingProviders = {
    current: stripeConfigured ? stripe.provider : builtin,
    builtin,
    stripe: stripeConfigured ? stripe.provider : null,
  };
  const queued: JobRequest[] = [];
  const jobs = { enqueue: async (more: readonly JobRequest[]) => void queued.push(...more) };
  const deps = { billing: memory.repo, clock, providers, ids: idGen, jobs, appOrigin: 'https://app' };
  return { memory, deps, stripe, queued, advance: (days: number) => void (now += days * DAY) };
};
const actor = { businessId: 'b1', userId: 'user-of-b1' };
const urls = { successUrl: 'https://app/ok', cancelUrl: 'https://app/no' };

const buy = async (w: ReturnType<typeof world>, planId: string, currency?: 'EUR' | 'PLN' | 'USD') => {
  const link = await subscribe(w.deps)(actor, { planId, ...urls }, currency);
  if (!link.ok) throw new Error(link.error.code);
  const id = link.value.paymentLink.split('/').pop()!;
  const view = await viewCheckout(w.deps)('b1', id);
  const confirmed = await confirmCheckout(w.deps)('b1', id);
  return { link: link.value, id, view, confirmed };
};

describe('subscription and gates (issue 24)', () => {
  it('lists only plans on sale; the trial allows everything, the free plan after it only one card', async () => {
    const w = world();
    expect((await listPlans(w.deps)()).map((p) => p._id)).not.toContain('pro-month');
    w.memory.setUsage('b1', { publishedCards: 40, scanners: 40 });
    expect(await checkFeature(w.deps)('b1', 'addDevice')).toEqual({ allowed: true });
    w.advance(31);
    expect(await checkFeature(w.deps)('b1', 'addDevice')).toEqual({ allowed: false, reason: 'free' });
    w.memory.setUsage('b1', {});
    expect(await checkFeature(w.deps)('b1', 'createCampaign')).toEqual({ allowed: true });
    expect(await checkFeature(w.deps)('nobody', 'createCampaign')).toEqual({
      allowed: false,
      reason: 'free',
    });
    const view = await currentSubscription(w.deps)('b1');
    expect(view.ok && view.value).toMatchObject({ status: 'free', planId: 'free-month' });
    expect((await currentSubscription(w.deps)('nobody')).ok).toBe(false);
  });

  it('treats a subscription to a plan that no longer exists as nothing to allow', async () => {
    const w = world();
    await w.memory.repo.saveSubscription(
      { ...(await w.memory.repo.subscription('b1'))!, status: 'active', planId: 'gone' },
      start,
    );
    expect(await checkFeature(w.deps)('b1', 'dataExport')).toEqual({ allowed: false, reason: 'free' });
    expect(await currentSubscription(w.deps)('b1')).toMatchObject({
      error: { code: 'billing.business_not_found' },
    });
    const s = world(true);
    await subscribe(s.deps)({ businessId: 'b1', userId: 'unknown' }, { planId: 'growth-month', ...urls });
    expect(s.stripe.requests).toEqual([]);
  });

  it('refuses plans that are unknown, not sold, free or already held, and bad input', async () => {
    const w = world(false, { paying: true });
    const sub = subscribe(w.deps);
    expect(await sub(actor, { planId: 'nope', ...urls })).toMatchObject({
      error: { code: 'billing.plan_not_found' },
    });
    expect(await sub(actor, { planId: 'pro-month', ...urls })).toMatchObject({
      error: { code: 'billing.plan_not_found' },
    });
    expect(await sub(actor, { planId: 'free-month', ...urls })).toMatchObject({
      error: { code: 'billing.plan_free' },
    });
    expect(await sub(actor, { planId: 'growth-month' })).toMatchObject({ error: { field: 'successUrl' } });
    // Checkout redirects to these addresses: only the app's own are taken, paths on it made absolute.
    expect(
      await sub(actor, { planId: 'growth-month', ...urls, successUrl: 'https://evil.test/ok' }),
    ).toMatchObject({
      error: { code: 'billing.return_url_foreign', field: 'successUrl' },
    });
    expect(
      await sub(actor, { planId: 'growth-month', ...urls, cancelUrl: 'javascript:alert(1)' }),
    ).toMatchObject({
      error: { code: 'billing.return_url_foreign', field: 'cancelUrl' },
    });
    const relative = await sub(actor, { planId: 'growth-month', successUrl: '/ok', cancelUrl: '/no' });
    const session =
      relative.ok && (await w.memory.repo.checkout('b1', relative.value.paymentLink.split('/').pop()!));
    expect(session).toMatchObject({ successUrl: 'https://app/ok', cancelUrl: 'https://app/no' });
    expect(
      await sub({ businessId: 'nobody', userId: 'x' }, { planId: 'growth-month', ...urls }),
    ).toMatchObject({
      error: { code: 'billing.business_not_found' },
    });
    await buy(w, 'growth-month');
    expect(await sub(actor, { planId: 'growth-month', ...urls })).toMatchObject({
      error: { code: 'billing.current_plan' },
    });
  });

  it('buys on the built-in checkout: once, not after it expired, and upgrades with proration', async () => {
    const w = world(false, { paying: true });
    const first = await buy(w, 'starter-month', 'PLN');
    expect(first.view).toMatchObject({
      ok: true,
      value: { status: 'open', currency: 'PLN', discount: null },
    });
    expect(first.confirmed).toMatchObject({
      ok: true,
      value: { redirectUrl: urls.successUrl, invoiceNumber: 'PD-000001' },
    });
    expect(await confirmCheckout(w.deps)('b1', first.id)).toMatchObject({
      error: { code: 'billing.checkout_completed' },
    });
    expect(
      (await viewCheckout(w.deps)('b1', first.id)).ok && (await viewCheckout(w.deps)('b1', first.id)),
    ).toMatchObject({
      value: { status: 'completed' },
    });
    expect(await confirmCheckout(w.deps)('other', first.id)).toMatchObject({
      error: { code: 'billing.checkout_not_found' },
    });
    expect(await viewCheckout(w.deps)('b1', 'missing')).toMatchObject({
      error: { code: 'billing.checkout_not_found' },
    });
    expect(w.memory.stored('b1')).toMatchObject({
      planId: 'starter-month',
      status: 'active',
      currency: 'PLN',
      provider: 'builtin',
    });

    w.advance(15);
    const upgrade = await buy(w, 'growth-month', 'PLN');
    const price = Number(upgrade.view.ok && upgrade.view.value.price);
    const due = Number(upgrade.view.ok && upgrade.view.value.dueNow);
    expect(due).toBeGreaterThan(0);
    expect(due).toBeLessThan(price);
    // In another currency nothing is credited.
    const euro = await subscribe(w.deps)(actor, { planId: 'business-month', ...urls }, 'EUR');
    const euroView = await viewCheckout(w.deps)(
      'b1',
      euro.ok ? euro.value.paymentLink.split('/').pop()! : '',
    );
    expect(euroView.ok && euroView.value.dueNow).toBe(euroView.ok && euroView.value.price);
    // …and the page says what the PLN credit is that paying in EUR leaves unused.
    const behind = euroView.ok ? euroView.value.creditLeftBehind : null;
    expect(behind?.currency).toBe('PLN');
    expect(Number(behind?.amount)).toBeGreaterThan(0);
    expect(upgrade.view.ok && upgrade.view.value.creditLeftBehind).toBeNull();

    const late = await subscribe(w.deps)(actor, { planId: 'business-year', ...urls });
    const lateId = late.ok ? late.value.paymentLink.split('/').pop()! : '';
    w.advance(2);
    expect(
      (await viewCheckout(w.deps)('b1', lateId)).ok && (await viewCheckout(w.deps)('b1', lateId)),
    ).toMatchObject({
      value: { status: 'expired' },
    });
    expect(await confirmCheckout(w.deps)('b1', lateId)).toMatchObject({
      error: { code: 'billing.checkout_expired' },
    });
    w.memory.checkouts.set(lateId, { ...w.memory.checkouts.get(lateId)!, status: 'expired' });
    expect(await confirmCheckout(w.deps)('b1', lateId)).toMatchObject({
      error: { code: 'billing.checkout_expired' },
    });
  });

  it('renews a built-in plan at the end of its period with a new invoice, once, and not after a cancellation', async () => {
    const w = world(false, { paying: true });
    await buy(w, 'growth-month', 'EUR');
    const first = w.memory.stored('b1')!;
    expect(w.queued).toEqual([
      {
        type: BILLING_RENEWAL_JOB,
        payload: { businessId: 'b1', periodEnd: first.currentPeriodEnd!.toISOString() },
        runAt: first.currentPeriodEnd,
      },
    ]);
    const renew = billingRenewalJobs(w.deps)[BILLING_RENEWAL_JOB]!;
    w.advance(31);
    await renew(w.queued[0]!.payload);
    const second = w.memory.stored('b1')!;
    expect(second.currentPeriodStart).toEqual(first.currentPeriodEnd);
    expect(second.currentPeriodEnd!.getTime()).toBeGreaterThan(first.currentPeriodEnd!.getTime());
    expect(w.memory.invoices.map((i) => i.number)).toEqual(['PD-000002', 'PD-000001']);
    expect(w.memory.invoices[0]).toMatchObject({
      amount: w.memory.invoices[1]!.amount,
      periodStart: first.currentPeriodEnd,
    });
    expect(w.queued).toHaveLength(2);
    // The same job again (a retry) renews nothing more.
    await renew(w.queued[0]!.payload);
    expect(w.memory.invoices).toHaveLength(2);
    await cancelSubscription(w.deps)('b1', { cancelImmediately: 'false' });
    await renew(w.queued[1]!.payload);
    expect(w.memory.invoices).toHaveLength(2);
    await expect(renew({ businessId: 'b1' })).rejects.toThrow();
    await renew({ businessId: 'nobody', periodEnd: start.toISOString() });
  });

  it('renews with the referral discount, and leaves Stripe plans and vanished plans to others', async () => {
    const w = world(false, { paying: true });
    w.memory.addReferral({ code: 'HALF', discountType: 'PERCENTAGE', discountValue: '50', active: true });
    await applyReferral(w.deps)('b1', 'HALF');
    await buy(w, 'starter-month', 'EUR');
    const renew = billingRenewalJobs(w.deps)[BILLING_RENEWAL_JOB]!;
    const stored = w.memory.stored('b1')!;
    const payload = { businessId: 'b1', periodEnd: stored.currentPeriodEnd!.toISOString() };
    await w.memory.repo.saveSubscription({ ...stored, provider: 'stripe' }, start);
    await renew(payload);
    await w.memory.repo.saveSubscription({ ...stored, planId: 'gone' }, start);
    await renew(payload);
    expect(w.memory.invoices).toHaveLength(1);
    await w.memory.repo.saveSubscription(stored, start);
    await renew(payload);
    expect(w.memory.invoices.map((i) => i.amount)).toEqual([
      w.memory.invoices[1]!.amount,
      w.memory.invoices[1]!.amount,
    ]);
    const starter = PLAN_CATALOGUE.find((p) => p._id === 'starter-month')!;
    // 18.99 / 2 = 9.495: money rounds half up, to 9.50.
    expect(w.memory.invoices[0]!.amount).toBe(
      starter.currencies?.['EUR'] === '18.99' ? '9.50' : 'unexpected price',
    );
  });

  it('shows a checkout whose plan has gone as not found', async () => {
    const w = world();
    const link = await subscribe(w.deps)(actor, { planId: 'growth-month', ...urls });
    const id = link.ok ? link.value.paymentLink.split('/').pop()! : '';
    const gone = { ...w.deps, billing: { ...w.memory.repo, plan: async () => null } };
    expect(await viewCheckout(gone)('b1', id)).toMatchObject({
      error: { code: 'billing.checkout_not_found' },
    });
    expect(await confirmCheckout(gone)('b1', id)).toMatchObject({
      error: { code: 'billing.checkout_not_found' },
    });
  });

  it('cancels now or at the end of the period, and not what is already free', async () => {
    const w = world(false, { paying: true });
    await buy(w, 'growth-year');
    const atEnd = await cancelSubscription(w.deps)('b1', { cancelImmediately: 'false' });
    expect(atEnd).toMatchObject({ ok: true, value: { status: 'active', cancelAtPeriodEnd: true } });
    expect(await upcomingInvoice(w.deps)('b1')).toBeNull();
    const now = await cancelSubscription(w.deps)('b1', { cancelImmediately: 'true' });
    expect(now).toMatchObject({ ok: true, value: { status: 'free' } });
    expect(await cancelSubscription(w.deps)('b1', {})).toMatchObject({
      error: { code: 'billing.no_subscription' },
    });
    expect(await cancelSubscription(w.deps)('b1', { cancelImmediately: 'maybe' })).toMatchObject({
      ok: false,
    });

    const trial = world();
    expect(await cancelSubscription(trial.deps)('b1', {})).toMatchObject({
      ok: true,
      value: { status: 'free' },
    });
  });

  it('keeps a plan set to end while its period lasts, and nothing else', async () => {
    const w = world(false, { paying: true });
    await buy(w, 'growth-year');
    expect(await resumeSubscription(w.deps)('b1')).toMatchObject({ error: { code: 'billing.not_ending' } });
    await cancelSubscription(w.deps)('b1', { cancelImmediately: 'false' });
    const kept = await resumeSubscription(w.deps)('b1');
    expect(kept).toMatchObject({ ok: true, value: { status: 'active', cancelAtPeriodEnd: false } });
    expect(await upcomingInvoice(w.deps)('b1')).not.toBeNull();

    // Once the period is over the plan has ended: buying again is the way back.
    await cancelSubscription(w.deps)('b1', { cancelImmediately: 'false' });
    w.advance(370);
    expect(await resumeSubscription(w.deps)('b1')).toMatchObject({ error: { code: 'billing.not_ending' } });
    expect(await resumeSubscription(w.deps)('nobody')).toMatchObject({
      error: { code: 'billing.not_ending' },
    });
  });

  it('reads records from the provider that manages the subscription', async () => {
    const w = world(false, { paying: true });
    expect(await paymentHistory(w.deps)('b1')).toEqual([]);
    expect(await upcomingInvoice(w.deps)('b1')).toBeNull();
    expect(await paymentHistory(w.deps)('nobody')).toEqual([]);
    await buy(w, 'growth-month', 'EUR');
    const [entry] = await paymentHistory(w.deps)('b1');
    expect(entry).toMatchObject({
      number: 'PD-000001',
      currency: 'EUR',
      pdfUrl: expect.stringMatching(/^\/api\/billing\/invoices\/.+\/pdf$/),
    });
    expect(await upcomingInvoice(w.deps)('b1')).toMatchObject({
      currency: 'EUR',
      description: 'Growth (monthly)',
    });
    expect(await paymentMethods(w.deps)('b1')).toEqual([]);
    expect(await setDefaultPaymentMethod(w.deps)('b1', 'pm_1')).toMatchObject({
      error: { code: 'billing.payment_method_not_found' },
    });
    expect(await customerPortal(w.deps)('b1', 'https://app/back')).toEqual({
      ok: true,
      value: { url: 'https://app/back' },
    });
    expect(await customerPortal(w.deps)('nobody', '')).toMatchObject({ ok: false });
    expect(await customerPortal(w.deps)('b1', 'https://evil.test/back')).toMatchObject({
      error: { code: 'billing.return_url_foreign', field: 'returnUrl' },
    });
    expect(await customerPortal(w.deps)('b1', '/account?tab=billing')).toEqual({
      ok: true,
      value: { url: 'https://app/account?tab=billing' },
    });
    expect(await setDefaultPaymentMethod(w.deps)('nobody', 'pm_1')).toMatchObject({ ok: false });

    const s = world(true);
    await s.memory.repo.saveSubscription(
      { ...(await s.memory.repo.subscription('b1'))!, provider: 'stripe', status: 'active' },
      start,
    );
    const stored = (await s.memory.repo.subscription('b1'))!;
    expect(providerOf(s.deps.providers, stored).kind).toBe('stripe');
    expect(await paymentMethods(s.deps)('b1')).toHaveLength(1);
    expect(await setDefaultPaymentMethod(s.deps)('b1', 'pm_1')).toEqual({
      ok: true,
      value: { paymentMethodId: 'pm_1' },
    });
    expect((await customerPortal(s.deps)('b1', 'https://app/back')).ok).toBe(true);
  });

  it('sends Stripe the price of the currency, falls back to USD with the note, and reports a currency mismatch', async () => {
    const plans = PLAN_CATALOGUE.map((p) =>
      p._id === 'growth-month'
        ? { ...p, stripePriceId: 'price_usd', stripePriceIds: { USD: 'price_usd', EUR: 'price_eur' } }
        : p,
    );
    const memory = createMemoryBilling({ plans });
    memory.addBusiness('b1', start, { email: 'owner@shop.test' });
    const stripe = createRecordingProvider('stripe');
    const deps = {
      billing: memory.repo,
      clock: { now: () => start },
      providers: { current: stripe.provider, builtin: stripe.provider, stripe: stripe.provider },
      appOrigin: 'https://app',
    };
    expect(await subscribe(deps)(actor, { planId: 'growth-month', ...urls }, 'EUR')).toEqual({
      ok: true,
      value: { paymentLink: 'https://pay.example/1' },
    });
    expect(stripe.requests[0]).toMatchObject({
      priceId: 'price_eur',
      currency: 'EUR',
      email: 'owner@shop.test',
      trialEndsAt: new Date(start.getTime() + 30 * DAY),
    });
    const pln = await subscribe(deps)(actor, { planId: 'growth-month', ...urls }, 'PLN');
    expect(pln.ok && pln.value.note).toMatch(/created in USD instead of PLN/);
    expect(stripe.requests[1]).toMatchObject({ priceId: 'price_usd', currency: 'USD' });
    expect(await subscribe(deps)(actor, { planId: 'starter-month', ...urls })).toMatchObject({
      error: { code: 'billing.plan_not_found' },
    });

    stripe.failWith(new CurrencyMismatchError(null, 'EUR'));
    expect(await subscribe(deps)(actor, { planId: 'growth-month', ...urls }, 'EUR')).toMatchObject({
      error: {
        code: 'billing.currency_mismatch',
        message: expect.stringContaining('Your account uses USD, but EUR was requested'),
      },
    });
    stripe.failWith(new Error('network'));
    await expect(subscribe(deps)(actor, { planId: 'growth-month', ...urls }, 'EUR')).rejects.toThrow(
      'network',
    );

    stripe.failWith(null);
    await memory.repo.saveSubscription(
      {
        ...(await memory.repo.subscription('b1'))!,
        provider: 'stripe',
        status: 'active',
        planId: 'starter-month',
        currency: 'EUR',
      },
      start,
    );
    expect(await subscribe(deps)(actor, { planId: 'growth-month', ...urls }, 'PLN')).toMatchObject({
      error: {
        code: 'billing.currency_mismatch',
        message:
          'Currency mismatch: Your account uses EUR, but PLN was requested. Please contact support if this persists.',
      },
    });
    await cancelSubscription(deps)('b1', { cancelImmediately: 'true' });
    expect(stripe.cancels).toHaveLength(1);
  });
});

describe('referrals (issue 24)', () => {
  it('previews, applies and reports a code; unknown, retired or empty codes are not valid', async () => {
    const w = world();
    w.memory.addReferral({
      code: 'WELCOME20',
      discountType: 'PERCENTAGE',
      discountValue: '20',
      active: true,
    });
    w.memory.addReferral({ code: 'OLD', discountType: 'PERCENTAGE', discountValue: '50', active: false });
    expect(await previewReferral(w.deps)(' welcome20 ')).toEqual({
      isValid: true,
      code: 'WELCOME20',
      discountType: 'PERCENTAGE',
      discountValue: '20',
    });
    expect(await previewReferral(w.deps)('old')).toMatchObject({ isValid: false, code: 'OLD' });
    expect(await previewReferral(w.deps)('')).toMatchObject({ isValid: false, code: '' });
    expect(await previewReferral(w.deps)('a b')).toMatchObject({ isValid: false });
    expect(await discountInfo(w.deps)('b1')).toEqual({
      hasDiscount: false,
      code: null,
      discountType: null,
      discountValue: null,
    });
    expect(await applyReferral(w.deps)('b1', 'OLD')).toMatchObject({
      error: { code: 'billing.referral_invalid' },
    });
    expect(await applyReferral(w.deps)('nobody', 'WELCOME20')).toMatchObject({
      error: { code: 'billing.business_not_found' },
    });
    expect(await applyReferral(w.deps)('b1', 'WELCOME20')).toMatchObject({
      ok: true,
      value: { hasDiscount: true },
    });
    expect(await discountInfo(w.deps)('b1')).toMatchObject({ hasDiscount: true, code: 'WELCOME20' });
    const bought = await buy(w, 'growth-month', 'EUR');
    const growth = PLAN_CATALOGUE.find((p) => p._id === 'growth-month')!;
    expect(bought.view.ok && bought.view.value).toMatchObject({
      discount: { code: 'WELCOME20' },
      price: (Number(growth.currencies?.['EUR']) * 0.8).toFixed(2),
    });
    expect(await upcomingInvoice(w.deps)('b1')).toMatchObject({
      amount: (Number(growth.currencies?.['EUR']) * 0.8).toFixed(2),
    });
  });
});

describe('provider events (issue 24)', () => {
  const event = (
    id: string,
    seconds: number,
    update: Partial<NonNullable<ProviderEvent['update']>> | null,
  ): ProviderEvent => ({
    id,
    createdAt: new Date(seconds * 1000),
    update:
      update === null
        ? null
        : {
            businessId: 'b1',
            customerId: 'cus_1',
            subscriptionId: 'sub_1',
            planId: null,
            priceId: 'price_biz',
            status: 'active',
            currency: 'eur',
            trialEndsAt: null,
            currentPeriodStart: new Date(seconds * 1000),
            currentPeriodEnd: new Date(seconds * 1000 + 30 * DAY),
            cancelAtPeriodEnd: false,
            ...update,
          },
  });

  it('applies signed events once and in order, finding the business by metadata or by its Stripe ids', async () => {
    const plans = PLAN_CATALOGUE.map((p) =>
      p._id === 'business-month' ? { ...p, stripePriceIds: { EUR: 'price_biz' } } : p,
    );
    const memory = createMemoryBilling({ plans });
    memory.addBusiness('b1', start);
    const queue = new Map<string, ProviderEvent>();
    const stripe = createRecordingProvider('stripe');
    stripe.provider.readEvent = async (body, signature) => {
      if (signature !== 'ok') throw new Error('bad signature');
      return queue.get(body)!;
    };
    const deps = {
      billing: memory.repo,
      clock: { now: () => start },
      providers: { current: stripe.provider, builtin: stripe.provider, stripe: stripe.provider },
    };
    const apply = applyProviderEvent(deps);
    queue.set('e1', event('evt_1', 100, {}));
    queue.set('e0', event('evt_0', 50, { status: 'past_due' }));
    queue.set(
      'e2',
      event('evt_2', 200, {
        businessId: null,
        status: 'past_due',
        planId: 'nope',
        priceId: 'unknown',
        currency: null,
      }),
    );
    queue.set('e3', event('evt_3', 300, { businessId: null, customerId: 'cus_x', subscriptionId: 'sub_x' }));
    queue.set('e4', event('evt_4', 400, null));

    expect(await apply('e1', 'bad')).toMatchObject({ error: { code: 'billing.webhook_signature' } });
    expect(await apply('e1', 'ok')).toEqual({ ok: true, value: { applied: true } });
    expect(memory.stored('b1')).toMatchObject({
      planId: 'business-month',
      provider: 'stripe',
      status: 'active',
      currency: 'EUR',
    });
    expect(await apply('e1', 'ok')).toEqual({ ok: true, value: { applied: false, reason: 'replayed' } });
    expect(await apply('e0', 'ok')).toEqual({ ok: true, value: { applied: false, reason: 'stale' } });
    expect(await apply('e2', 'ok')).toEqual({ ok: true, value: { applied: true } });
    // Found by the subscription id; an unknown price keeps the plan and a missing currency keeps it too.
    expect(memory.stored('b1')).toMatchObject({
      planId: 'business-month',
      status: 'past_due',
      currency: 'EUR',
    });
    expect(await apply('e3', 'ok')).toEqual({ ok: true, value: { applied: false, reason: 'unrelated' } });
    expect(await apply('e4', 'ok')).toEqual({ ok: true, value: { applied: false, reason: 'unrelated' } });

    const builtinOnly = applyProviderEvent({ ...deps, providers: { ...deps.providers, stripe: null } });
    expect(await builtinOnly('e1', 'ok')).toMatchObject({ error: { code: 'billing.webhook_unavailable' } });
  });
});

describe('plans set by hand and invoice documents (issue 24)', () => {
  it('gives the business of an address any plan, free included', async () => {
    const w = world();
    const set = setPlanByEmail(w.deps);
    expect(await set({ email: ' Owner@Shop.test ', plan: 'business', interval: 'year' })).toEqual({
      ok: true,
      value: { businessId: 'b1', planId: 'business-year' },
    });
    expect(w.memory.stored('b1')).toMatchObject({
      status: 'active',
      provider: 'manual',
      currentPeriodEnd: null,
    });
    expect(await set({ email: 'owner@shop.test', plan: 'free', interval: 'year' })).toMatchObject({
      value: { planId: 'free-month' },
    });
    expect(w.memory.stored('b1')?.status).toBe('canceled');
    expect(await set({ email: 'owner@shop.test', plan: 'gold' })).toMatchObject({
      error: { code: 'billing.plan_not_found' },
    });
    expect(await set({ email: 'nobody@shop.test', plan: 'starter' })).toMatchObject({
      error: { code: 'billing.business_not_found' },
    });
    const noYear = setPlanByEmail({ ...w.deps, billing: { ...w.memory.repo, plan: async () => null } });
    expect(await noYear({ email: 'owner@shop.test', plan: 'starter' })).toMatchObject({
      error: { code: 'billing.plan_not_found' },
    });
  });

  it('renders an invoice of the business only', async () => {
    const w = world(false, { paying: true });
    await buy(w, 'starter-month');
    const [invoice] = w.memory.invoices;
    const rendered: string[] = [];
    const renderer = {
      render: async (
        i: { number: string },
        seller: InvoiceSeller,
        buyer: { name: string; address: string | null },
        language: string,
      ) => (
        rendered.push(
          `${i.number} ${seller.name} ${buyer.name} (${buyer.address ?? 'no address'}) ${language}`,
        ),
        new Uint8Array([1])
      ),
    };
    expect(
      await invoiceDocument({ billing: w.memory.repo, renderer })('b1', invoice!.id, 'en'),
    ).toMatchObject({
      ok: true,
      value: { number: 'PD-000001' },
    });
    expect(rendered).toEqual(['PD-000001 Passdeck Café Sol (no address) en']);
    // The business's address from its profile stands under its name; the reader's language is kept.
    w.memory.addBusiness('b1', start, { name: 'Café Sol', address: 'Rua do Sol 5, Lisboa' });
    await invoiceDocument({ billing: w.memory.repo, renderer })('b1', invoice!.id, 'pt');
    expect(rendered.at(-1)).toBe('PD-000001 Passdeck Café Sol (Rua do Sol 5, Lisboa) pt');
    // A regional tag is printed in its site language; one we do not write in, in English.
    await invoiceDocument({ billing: w.memory.repo, renderer })('b1', invoice!.id, 'pt-BR');
    expect(rendered.at(-1)).toMatch(/ pt$/);
    for (const language of ['fr', 'constructor', '../../x']) {
      await invoiceDocument({ billing: w.memory.repo, renderer })('b1', invoice!.id, language);
      expect(rendered.at(-1)).toMatch(/ en$/);
    }
    expect(
      await invoiceDocument({ billing: w.memory.repo, renderer })('other', invoice!.id, 'en'),
    ).toMatchObject({
      error: { code: 'billing.invoice_not_found' },
    });
    // The installation's configured seller is the one named.
    const seller = { name: 'Kawiarnie Sp. z o.o.', address: null, taxId: 'PL1234567890', vatRate: '23' };
    await invoiceDocument({ billing: w.memory.repo, renderer, seller })('b1', invoice!.id, 'pl');
    expect(rendered.at(-1)).toMatch(/^PD-000001 Kawiarnie Sp\. z o\.o\. /);
  });

  it('works out the VAT a price includes, to the cent, adding up to the price', () => {
    expect(includedVat('123.00', '23')).toEqual({ net: '100.00', vat: '23.00' });
    expect(includedVat('18.99', '19')).toEqual({ net: '15.96', vat: '3.03' });
    expect(includedVat('0.01', '23')).toEqual({ net: '0.01', vat: '0.00' });
    expect(includedVat('49.90', '0')).toEqual({ net: '49.90', vat: '0.00' });
    for (const [gross, rate] of [
      ['1535.92', '23'],
      ['9.99', '7.7'],
      ['2207.90', '21'],
    ] as const) {
      const { net, vat } = includedVat(gross, rate);
      expect((Math.round(Number(net) * 100) + Math.round(Number(vat) * 100)) / 100).toBe(Number(gross));
    }
  });

  it('the built-in provider bills only its own paid plans, and is its own portal', async () => {
    const w = world();
    const builtin = w.deps.providers.builtin;
    const trial = (await w.memory.repo.subscription('b1'))!;
    expect(await builtin.upcomingInvoice(trial)).toBeNull();
    const manual = {
      ...trial,
      status: 'active' as const,
      provider: 'manual' as const,
      currentPeriodEnd: start,
    };
    expect(await builtin.upcomingInvoice(manual)).toBeNull();
    const own = { ...manual, provider: 'builtin' as const };
    expect(await builtin.upcomingInvoice({ ...own, currentPeriodEnd: null })).toBeNull();
    expect(await builtin.upcomingInvoice({ ...own, planId: 'gone' })).toBeNull();
    expect(await builtin.upcomingInvoice({ ...own, planId: 'starter-year' })).toMatchObject({
      description: 'Starter (yearly)',
    });
    expect(await builtin.customerPortal(trial, '')).toEqual({ url: 'https://app/account?tab=billing' });
    await builtin.cancel(own, false);
    expect(w.memory.stored('b1')).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const unnamed = createMemoryBilling();
    unnamed.addBusiness('b2', start);
    const renderer = {
      render: async (_i: unknown, _s: InvoiceSeller, buyer: { name: string }) =>
        new TextEncoder().encode(buyer.name || '-'),
    };
    await unnamed.repo.completeCheckout(
      await (async () => {
        const s = newCheckoutSession({
          id: 'c2',
          businessId: 'b2',
          planId: 'starter-month',
          currency: 'EUR',
          referralCode: null,
          ...urls,
          now: start,
        });
        await unnamed.repo.createCheckout(s);
        return s.id;
      })(),
      start,
      (await unnamed.repo.subscription('b2'))!,
      {
        id: 'i2',
        businessId: 'b2',
        planId: 'starter-month',
        description: 'x',
        amount: '1.00',
        creditApplied: '0.00',
        listPrice: '1.00',
        discountAmount: '0.00',
        currency: 'EUR',
        status: 'paid',
        periodStart: start,
        periodEnd: start,
        createdAt: start,
      },
      { creditBalance: '0.00', currentPeriodStart: start },
    );
    const doc = await invoiceDocument({ billing: unnamed.repo, renderer })('b2', 'i2', 'en');
    expect(doc.ok && new TextDecoder().decode(doc.value.pdf)).toBe('-');
  });

  it('makes checkout sessions that expire after 24 hours', () => {
    const session = newCheckoutSession({
      id: 's',
      businessId: 'b',
      planId: 'p',
      currency: 'EUR',
      referralCode: null,
      ...urls,
      now: start,
    });
    expect(session.expiresAt.getTime() - start.getTime()).toBe(24 * 3_600_000);
    expect(session.status).toBe('open');
  });
});

describe('a plan chosen during the trial, and the credit balance (issue 24 QA)', () => {
  const renewNow = async (w: ReturnType<typeof world>) =>
    billingRenewalJobs(w.deps)[BILLING_RENEWAL_JOB]!(w.queued.at(-1)!.payload);

  it('keeps the trial, charges nothing now and bills the chosen plan with its discount when the trial ends', async () => {
    const w = world();
    w.memory.addReferral({ code: 'HALF', discountType: 'PERCENTAGE', discountValue: '50', active: true });
    await applyReferral(w.deps)('b1', 'HALF');
    w.advance(10);
    const trialEnd = new Date(start.getTime() + 30 * DAY);
    const chosen = await buy(w, 'starter-year', 'PLN');
    const full = priceFor(
      PLAN_CATALOGUE.find((p) => p._id === 'starter-year')!,
      'PLN',
    ).price;
    const half = (Number(full) / 2).toFixed(2);
    expect(chosen.view).toMatchObject({
      ok: true,
      value: { price: half, dueNow: '0.00', firstPayment: half, firstPaymentAt: trialEnd.toISOString() },
    });
    expect(chosen.confirmed).toMatchObject({ ok: true, value: { invoiceNumber: null } });
    expect(w.memory.invoices).toHaveLength(0);
    expect(w.memory.stored('b1')).toMatchObject({
      planId: 'starter-year',
      status: 'trialing',
      currency: 'PLN',
      trialEndsAt: trialEnd,
      currentPeriodEnd: trialEnd,
    });
    // Still the trial: nothing is gated, whatever the chosen plan's limits.
    w.memory.setUsage('b1', { publishedCards: 40, scanners: 40 });
    expect(await checkFeature(w.deps)('b1', 'addDevice')).toEqual({ allowed: true });
    expect(await upcomingInvoice(w.deps)('b1')).toMatchObject({
      amount: half,
      dueAt: trialEnd.toISOString(),
      planId: 'starter-year',
    });
    expect(w.queued.at(-1)).toMatchObject({ runAt: trialEnd });

    w.advance(20);
    await renewNow(w);
    expect(w.memory.invoices).toEqual([
      expect.objectContaining({ amount: half, listPrice: full, discountAmount: half, periodStart: trialEnd }),
    ]);
    const view = await currentSubscription(w.deps)('b1');
    expect(view).toMatchObject({ ok: true, value: { status: 'active', planId: 'starter-year' } });
    expect(await checkFeature(w.deps)('b1', 'addDevice')).toMatchObject({ allowed: false });
  });

  it('keeps the trial when a plan chosen in it is cancelled at its end, and lets the plan be kept (QA)', async () => {
    const w = world();
    const trialEnd = new Date(start.getTime() + 30 * DAY);
    await buy(w, 'growth-month');
    const atEnd = await cancelSubscription(w.deps)('b1', { cancelImmediately: 'false' });
    expect(atEnd).toMatchObject({
      ok: true,
      value: { status: 'trialing', planId: 'growth-month', cancelAtPeriodEnd: true },
    });
    expect(atEnd.ok && atEnd.value.trialEndsAt).toBe(trialEnd.toISOString());
    expect(await upcomingInvoice(w.deps)('b1')).toBeNull();
    w.memory.setUsage('b1', { publishedCards: 40, scanners: 40 });
    expect(await checkFeature(w.deps)('b1', 'addDevice')).toEqual({ allowed: true });

    const kept = await resumeSubscription(w.deps)('b1');
    expect(kept).toMatchObject({ ok: true, value: { status: 'trialing', cancelAtPeriodEnd: false } });
    expect(await upcomingInvoice(w.deps)('b1')).toMatchObject({ dueAt: trialEnd.toISOString() });

    // Cancelled again and left to run out: the renewal bills nothing and the free plan applies.
    await cancelSubscription(w.deps)('b1', { cancelImmediately: 'false' });
    w.advance(31);
    await renewNow(w);
    expect(w.memory.invoices).toHaveLength(0);
    expect(await currentSubscription(w.deps)('b1')).toMatchObject({ ok: true, value: { status: 'free' } });

    // Cancelled now, it ends at once.
    const other = world();
    await buy(other, 'growth-month');
    expect(await cancelSubscription(other.deps)('b1', { cancelImmediately: 'true' })).toMatchObject({
      ok: true,
      value: { status: 'free' },
    });
  });

  it('keeps unused value as credit on a downgrade and takes it off the next change and the renewal, once', async () => {
    const w = world(false, { paying: true });
    const yearly = await buy(w, 'starter-year', 'EUR');
    const paid = Number(yearly.view.ok && yearly.view.value.dueNow);
    w.advance(73);
    const monthly = await buy(w, 'growth-month', 'EUR');
    const monthPrice = Number(monthly.view.ok && monthly.view.value.price);
    expect(monthly.view).toMatchObject({ ok: true, value: { dueNow: '0.00' } });
    expect(monthly.view.ok && monthly.view.value.creditApplied).toBe(monthPrice.toFixed(2));
    const unused = (paid * (365 - 73)) / 365;
    const balance = Number(w.memory.stored('b1')!.creditBalance);
    expect(balance).toBeCloseTo(unused - monthPrice, 1);
    expect(w.memory.invoices[0]).toMatchObject({ amount: '0.00', creditApplied: monthPrice.toFixed(2) });

    // The next change counts the month's value (not the 0.00 charged) and the balance.
    w.advance(10);
    const business = await buy(w, 'business-month', 'EUR');
    const businessPrice = Number(business.view.ok && business.view.value.price);
    const monthLeft = (monthPrice * 20) / 30;
    const expectedDue = Math.max(0, businessPrice - balance - monthLeft);
    expect(Number(business.view.ok && business.view.value.dueNow)).toBeCloseTo(expectedDue, 0);
    const left = Number(w.memory.stored('b1')!.creditBalance);
    expect(left).toBeGreaterThanOrEqual(0);

    // The renewal takes what credit is left off first.
    w.advance(31);
    await renewNow(w);
    const renewal = w.memory.invoices[0]!;
    expect(Number(renewal.creditApplied)).toBeCloseTo(Math.min(left, businessPrice), 2);
    expect(Number(renewal.amount)).toBeCloseTo(businessPrice - Number(renewal.creditApplied), 2);
    expect(Number(w.memory.stored('b1')!.creditBalance)).toBeGreaterThanOrEqual(0);
  });

  it('spends the credit once when two checkouts are confirmed together', async () => {
    const w = world(false, { paying: true });
    await buy(w, 'business-year', 'EUR');
    w.advance(30);
    const links = await Promise.all(
      ['starter-month', 'growth-month'].map((planId) => subscribe(w.deps)(actor, { planId, ...urls })),
    );
    const ids = links.map((link) => (link.ok ? link.value.paymentLink.split('/').pop()! : ''));
    const results = await Promise.all(ids.map((id) => confirmCheckout(w.deps)('b1', id)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: { code: 'billing.checkout_completed' } });
  });
});

describe('who bills the business next (issue 24 QA)', () => {
  it('is the server provider during a trial, and the paid plan provider after a purchase', async () => {
    expect(await currentSubscription(world(true).deps)('b1')).toMatchObject({
      value: { provider: 'builtin', billedBy: 'stripe' },
    });
    const w = world(false, { paying: true });
    await buy(w, 'starter-month', 'EUR');
    expect(await currentSubscription(w.deps)('b1')).toMatchObject({ value: { billedBy: 'builtin' } });
    expect(invoicePlanOf('growth-year')).toEqual({ name: 'Growth', interval: 'year' });
    expect(invoicePlanOf('gone')).toBeNull();
  });

  it('prints the list price, the discount and the credit on an invoice they lowered', () => {
    const plain = { amount: '20.00', listPrice: '20.00', discountAmount: '0.00', creditApplied: '0.00' };
    expect(invoiceAmountLines(plain)).toEqual([{ key: 'charged', amount: '20.00', deducted: false }]);
    expect(invoiceAmountLines({ ...plain, listPrice: null, creditApplied: '3.00' })).toHaveLength(1);
    expect(
      invoiceAmountLines({
        amount: '5.00',
        listPrice: '20.00',
        discountAmount: '4.00',
        creditApplied: '11.00',
      }),
    ).toEqual([
      { key: 'listPrice', amount: '20.00', deducted: false },
      { key: 'referralDiscount', amount: '4.00', deducted: true },
      { key: 'creditApplied', amount: '11.00', deducted: true },
      { key: 'charged', amount: '5.00', deducted: false },
    ]);
    expect(
      invoiceAmountLines({ ...plain, amount: '16.00', discountAmount: '4.00' }).map((l) => l.key),
    ).toEqual(['listPrice', 'referralDiscount', 'charged']);
  });
});
