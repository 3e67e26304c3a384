import { describe, expect, it } from 'vitest';
import { fakeBillingGateway, sampleSubscription } from '../../test/fakes/billing-client-fakes.ts';
import { domainError, err, ok } from '../shared/result.ts';
import { paymentLinkHere } from './checkout-link.ts';
import {
  BILLING_CLIENT_ERRORS,
  billedByStripe,
  canCancelPlan,
  cancelPlan,
  choosePlan,
  downloadInvoice,
  keepPlan,
  loadBillingOverview,
  loadPlans,
  loadSubscription,
  makeDefaultPaymentMethod,
  planChangeShown,
  openCustomerPortal,
  planRefusalOf,
} from './billing-client-use-cases.ts';
import type { PaymentHistoryEntry } from './billing-views.ts';

const invoice = (id: string, createdAt: string): PaymentHistoryEntry => ({
  id,
  number: `INV-${id}`,
  description: 'Growth (monthly)',
  amount: '45.99',
  currency: 'EUR',
  status: 'paid',
  createdAt,
  pdfUrl: `/api/billing/invoices/${id}/pdf`,
});

describe('billing use cases in the browser', () => {
  it('reads a failed subscription fetch as none (requirements §4)', async () => {
    expect(await loadSubscription({ billing: fakeBillingGateway() })()).toMatchObject({ status: 'trialing' });
    expect(await loadSubscription({ billing: fakeBillingGateway({}, { failing: true }) })()).toBeNull();
  });

  it('lists the plans on sale in tier order, and none when the call fails', async () => {
    const plans = await loadPlans({ billing: fakeBillingGateway() })();
    const types = plans.ok ? plans.value.map((p) => p.type) : [];
    expect(types[0]).toBe('starter');
    expect(types).not.toContain('free');
    expect(types).not.toContain('pro');
    expect(await loadPlans({ billing: fakeBillingGateway({}, { failing: true }) })()).toEqual(ok([]));
  });

  it('passes the currency with the subscribe call and keeps the note', async () => {
    const calls: unknown[] = [];
    const billing = fakeBillingGateway({
      subscribe: async (input, currency) => {
        calls.push({ input, currency });
        return ok({ paymentLink: 'https://www.passdeck.example/billing/checkout/1', note: 'Note: USD' });
      },
    });
    const input = { planId: 'growth-month', successUrl: 's', cancelUrl: 'c' };
    expect(await choosePlan({ billing })({ ...input, currency: 'PLN' })).toEqual(
      ok({ paymentLink: '/billing/checkout/1', note: 'Note: USD' }),
    );
    expect(calls).toEqual([{ input, currency: 'PLN' }]);
  });

  it('opens the built-in checkout by its path and any other payment link as it is', () => {
    const session = '0b7e8f0a-5c1e-4c8e-9a43-7f1f3f0b2a10';
    expect(paymentLinkHere(`http://127.0.0.1:3000/billing/checkout/${session}`)).toBe(
      `/billing/checkout/${session}`,
    );
    for (const other of [
      'https://checkout.stripe.com/c/pay/cs_test_a1#fid',
      'https://pay.example/billing/checkout/x?next=https://evil.example',
      'https://pay.example/billing/checkout/a/b',
      'javascript:alert(1)//billing/checkout/x',
      '/billing/checkout/x',
    ])
      expect(paymentLinkHere(other)).toBe(other);
  });

  it('keeps a currency mismatch and turns other subscribe failures into the generic one', async () => {
    const input = { planId: 'growth-month', currency: 'EUR' as const, successUrl: 's', cancelUrl: 'c' };
    const mismatch = fakeBillingGateway({
      subscribe: async () => err(domainError(BILLING_CLIENT_ERRORS.currencyMismatch, 'Currency mismatch')),
    });
    expect(await choosePlan({ billing: mismatch })(input)).toMatchObject({
      error: { code: BILLING_CLIENT_ERRORS.currencyMismatch },
    });
    expect(await choosePlan({ billing: fakeBillingGateway({}, { failing: true }) })(input)).toEqual(
      err({ code: BILLING_CLIENT_ERRORS.subscribeFailed, message: 'Server exploded' }),
    );
  });

  it('cancels now or at the period end, with the server text on failure', async () => {
    const ending = await cancelPlan({ billing: fakeBillingGateway() })(false);
    expect(ending.ok && ending.value.cancelAtPeriodEnd).toBe(true);
    const now = await cancelPlan({ billing: fakeBillingGateway() })(true);
    expect(now.ok && now.value.cancelAtPeriodEnd).toBe(false);
    expect(await cancelPlan({ billing: fakeBillingGateway({}, { failing: true }) })(true)).toEqual(
      err({ code: BILLING_CLIENT_ERRORS.cancelFailed, message: 'Server exploded' }),
    );
  });

  it('keeps a plan set to end, with the server text on failure', async () => {
    const kept = await keepPlan({ billing: fakeBillingGateway() })();
    expect(kept.ok && kept.value.cancelAtPeriodEnd).toBe(false);
    expect(await keepPlan({ billing: fakeBillingGateway({}, { failing: true }) })()).toEqual(
      err({ code: BILLING_CLIENT_ERRORS.resumeFailed, message: 'Server exploded' }),
    );
  });

  it('asks who bills next: a trial on a Stripe server is billed by Stripe', () => {
    expect(billedByStripe({ provider: 'builtin', billedBy: 'stripe' })).toBe(true);
    expect(billedByStripe({ provider: 'stripe' })).toBe(true);
    expect(billedByStripe({ provider: 'builtin' })).toBe(false);
  });

  it('offers to cancel a plan that bills, and not the bare trial, the free plan or a plan set to end', () => {
    const details = { name: 'Growth', interval: 'month' as const, features: [] };
    const plan = { planDetails: { ...details, type: 'growth' as const } };
    const at = '2026-12-01T00:00:00.000Z';
    const of = (
      status: 'active' | 'past_due' | 'trialing' | 'free',
      periodEnd: string | null,
      ending = false,
    ) => canCancelPlan({ ...plan, status, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: ending });
    expect(of('active', at)).toBe(true);
    expect(of('past_due', at)).toBe(true);
    expect(of('trialing', at)).toBe(true);
    expect(of('trialing', null)).toBe(false);
    expect(of('active', at, true)).toBe(false);
    expect(of('free', null)).toBe(false);
    expect(
      canCancelPlan({
        planDetails: { ...details, type: 'free' },
        status: 'active',
        currentPeriodEnd: at,
        cancelAtPeriodEnd: false,
      }),
    ).toBe(false);
  });

  it('tells whether a subscription shows a change yet (Stripe changes it a moment later)', () => {
    const ending = { status: 'active', cancelAtPeriodEnd: true } as const;
    const renewing = { status: 'active', cancelAtPeriodEnd: false } as const;
    expect(planChangeShown(renewing, 'keep')).toBe(true);
    expect(planChangeShown(ending, 'keep')).toBe(false);
    expect(planChangeShown(ending, 'cancelAtPeriodEnd')).toBe(true);
    expect(planChangeShown(renewing, 'cancelAtPeriodEnd')).toBe(false);
    expect(planChangeShown(renewing, 'cancelNow')).toBe(false);
    expect(planChangeShown({ status: 'free', cancelAtPeriodEnd: false }, 'cancelNow')).toBe(true);
    expect(planChangeShown({ status: 'canceled', cancelAtPeriodEnd: false }, 'cancelNow')).toBe(true);
  });

  it('loads the billing tab newest invoice first, and reads failures as empty (requirements §8)', async () => {
    const billing = fakeBillingGateway({
      paymentHistory: async () =>
        ok([invoice('a', '2026-01-01T00:00:00Z'), invoice('b', '2026-02-01T00:00:00Z')]),
      upcomingInvoice: async () =>
        ok({ amount: '45.99', currency: 'EUR', dueAt: null, description: 'Growth' }),
    });
    const overview = await loadBillingOverview({ billing })();
    expect(overview.ok && overview.value.invoices.map((i) => i.id)).toEqual(['b', 'a']);
    expect(overview.ok && overview.value.upcoming?.amount).toBe('45.99');
    expect(await loadBillingOverview({ billing: fakeBillingGateway({}, { failing: true }) })()).toEqual(
      ok({ methods: [], invoices: [], upcoming: null }),
    );
  });

  it('answers payment-method and portal failures with the spec texts only', async () => {
    const failing = fakeBillingGateway({}, { failing: true });
    expect(await makeDefaultPaymentMethod({ billing: fakeBillingGateway() })('pm_1')).toEqual(
      ok({ paymentMethodId: 'pm_1' }),
    );
    expect(await makeDefaultPaymentMethod({ billing: failing })('pm_1')).toEqual(
      err({ code: BILLING_CLIENT_ERRORS.defaultMethodFailed }),
    );
    expect(await openCustomerPortal({ billing: fakeBillingGateway() })('/back')).toEqual(
      ok({ url: '/back' }),
    );
    expect(await openCustomerPortal({ billing: failing })('/back')).toEqual(
      err({ code: BILLING_CLIENT_ERRORS.portalFailed }),
    );
  });

  it('downloads our own invoice PDF as bytes and opens a provider one as a link', async () => {
    const asked: string[] = [];
    const invoices = {
      download: async (path: string, language: string) => {
        asked.push(`${path} in ${language}`);
        return ok({ fileName: '', bytes: new Uint8Array([37, 80]) });
      },
    };
    const own = await downloadInvoice({ invoices })(invoice('a', '2026-01-01'), 'pl');
    expect(own).toEqual(ok({ fileName: 'INV-a.pdf', bytes: new Uint8Array([37, 80]) }));
    await downloadInvoice({ invoices })(invoice('b', '2026-01-01'));
    expect(asked).toEqual(['/api/billing/invoices/a/pdf in pl', '/api/billing/invoices/b/pdf in en']);
    expect(
      await downloadInvoice({ invoices })({ number: 'X', pdfUrl: 'https://pay.stripe.com/x.pdf' }),
    ).toEqual(ok({ url: 'https://pay.stripe.com/x.pdf' }));
    expect(await downloadInvoice({ invoices })({ number: 'X', pdfUrl: null })).toEqual(
      err({ code: BILLING_CLIENT_ERRORS.invoiceUnavailable }),
    );
    const broken = { download: async () => err(domainError('http.internal', 'gone')) };
    expect(await downloadInvoice({ invoices: broken })(invoice('a', '2026-01-01'))).toEqual(
      err({ code: BILLING_CLIENT_ERRORS.invoiceFailed, message: 'gone' }),
    );
  });

  it('tells a plan refusal from other failures', () => {
    expect(planRefusalOf(domainError('plan.free'))).toBe('free');
    expect(planRefusalOf(domainError('plan.limitExceeded'))).toBe('limitExceeded');
    expect(planRefusalOf(domainError('cards.publish_failed'))).toBeNull();
    expect(planRefusalOf(null)).toBeNull();
    expect(sampleSubscription().status).toBe('trialing');
  });
});
