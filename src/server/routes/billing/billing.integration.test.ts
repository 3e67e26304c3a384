import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferralCodes } from '#adapters/persistence/billing.repository.ts';
import { BillingRepositoryToken, BillingUseCases, CURRENCIES } from '#domain/billing/index.ts';
import { createTestApp, openBusiness } from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferralCodes(t.database.db, [
    { code: 'WELCOME20', discountType: 'PERCENTAGE', discountValue: '20' },
    { code: 'TENOFF', discountType: 'FIXED', discountValue: '10' },
  ]);
});

const card = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  passType: 'stamp_card',
  info: { companyName: 'Café', fields: [] },
  ...extra,
});
const questions = {
  dataCollection: { enabled: true, fields: [{ key: 'birthday', label: 'Birthday', type: 'text' }] },
};

const business = (email: string) => openBusiness(t, email);

/** Ends the business's trial as the calendar would: it was 31 days ago. */
const endTrial = async (businessId: string) => {
  const billing = use(t.container, BillingRepositoryToken);
  const stored = (await billing.subscription(businessId))!;
  await billing.saveSubscription({ ...stored, trialEndsAt: new Date(Date.now() - 86_400_000) }, new Date());
};

const setPlan = async (email: string, plan: string) => {
  const done = await use(t.container, BillingUseCases.setPlanByEmail)({ email, plan });
  expect(done.ok).toBe(true);
};

const createCard = async (auth: Record<string, string>, name: string, extra?: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/business-card', card(name, extra), auth);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data._id as string;
};
const publish = (auth: Record<string, string>, id: string) =>
  t.call('POST', `/api/business-card/${id}/publish`, undefined, auth);
const pairDevice = (auth: Record<string, string>, name: string) =>
  t.call('POST', '/api/auth/api-keys', { deviceName: name }, auth);

describe('plans (issue 24)', () => {
  it('lists the plans on sale, publicly, each priced in the eight currencies; yearly is twelve months less 20 %', async () => {
    const res = await t.call('GET', '/api/stripe/plans');
    expect(res.status).toBe(200);
    const plans = res.json.data as {
      _id: string;
      type: string;
      interval: string;
      currencies: Record<string, string>;
      isActive: boolean;
    }[];
    expect(plans.map((p) => p._id).sort()).toEqual(
      [
        'free-month',
        'starter-month',
        'starter-year',
        'growth-month',
        'growth-year',
        'business-month',
        'business-year',
        'enterprise-month',
        'enterprise-year',
      ].sort(),
    );
    for (const plan of plans) expect(Object.keys(plan.currencies).sort()).toEqual([...CURRENCIES].sort());
    const month = plans.find((p) => p._id === 'growth-month')!;
    const year = plans.find((p) => p._id === 'growth-year')!;
    for (const currency of CURRENCIES)
      expect(Number(year.currencies[currency])).toBeCloseTo(Number(month.currencies[currency]) * 12 * 0.8, 2);
  });
});

describe('trial and the free plan (issue 24)', () => {
  it('starts a new business on a 30-day Growth trial in which nothing is blocked', async () => {
    const b = await business('trial@billing.test');
    const res = await t.call('GET', '/api/stripe/subscriptions/current', undefined, b.auth);
    expect(res.status).toBe(200);
    const sub = res.json.data;
    expect(sub).toMatchObject({
      status: 'trialing',
      planId: 'growth-month',
      trialEligible: false,
      provider: 'builtin',
    });
    const days = (Date.parse(sub.trialEndsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // Over Growth's own limit of 5 published cards and 5 scanners: the trial blocks nothing.
    for (let i = 0; i < 6; i++)
      expect((await publish(b.auth, await createCard(b.auth, `Card ${i}`, questions))).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await pairDevice(b.auth, `Till ${i}`)).status).toBe(201);
    const after = (await t.call('GET', '/api/stripe/subscriptions/current', undefined, b.auth)).json.data;
    expect(after.resourceUsage.blueprint).toMatchObject({ used: 6, limit: 5, remaining: 0 });
    expect(after.resourceUsage.scanners).toMatchObject({ used: 6, limit: 5 });
  });

  it('after the trial, the free plan: one published card, nothing else; nothing is deleted and passes keep working', async () => {
    const b = await business('free@billing.test');
    const first = await createCard(b.auth, 'First');
    const second = await createCard(b.auth, 'Second');
    expect((await publish(b.auth, first)).status).toBe(200);
    const pass = await t.call('POST', '/api/pass/holders', { cardId: first });
    expect(pass.status).toBe(201);
    await endTrial(b.businessId);

    const sub = (await t.call('GET', '/api/stripe/subscriptions/current', undefined, b.auth)).json.data;
    expect(sub).toMatchObject({
      status: 'free',
      planId: 'free-month',
      stripeSubscriptionId: 'free_plan',
      trialEndsAt: null,
    });
    const refused = await publish(b.auth, second);
    expect(refused.status).toBe(402);
    expect(refused.json).toEqual({
      success: false,
      code: 'plan.free',
      feature: 'createCampaign',
      message: 'Please upgrade your plan to create a new campaign',
    });
    // Republishing the card already live is not a new one.
    expect((await publish(b.auth, first)).status).toBe(200);
    for (const [res, feature] of [
      [await pairDevice(b.auth, 'Till'), 'addDevice'],
      [await t.call('GET', '/api/pass-users/export', undefined, b.auth), 'dataExport'],
      [await t.call('POST', '/api/message', { message: 'Hi', businessCardId: first }, b.auth), 'sendMessage'],
    ] as const) {
      expect(res.status).toBe(402);
      expect(res.json).toMatchObject({ code: 'plan.free', feature });
    }
    // Nothing deleted: both cards are there, the issued pass still downloads.
    expect((await t.call('GET', '/api/business-card', undefined, b.auth)).json.data).toHaveLength(2);
    const token = pass.json.data.token ?? pass.json.data.holderToken;
    if (token) expect((await t.call('GET', `/api/pass/apple/${first}?token=${token}`)).status).not.toBe(402);
  });

  it('refuses a free business a first card that asks questions, and counts drafts as issues (fewer than 2)', async () => {
    const b = await business('free-questions@billing.test');
    const asking = await createCard(b.auth, 'Asking', questions);
    await endTrial(b.businessId);
    const res = await publish(b.auth, asking);
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ code: 'plan.free', feature: 'additionalQuestions' });

    const c = await business('free-drafts@billing.test');
    const one = await createCard(c.auth, 'One');
    await createCard(c.auth, 'Two');
    await createCard(c.auth, 'Three');
    await endTrial(c.businessId);
    expect((await publish(c.auth, one)).json).toMatchObject({ code: 'plan.free', feature: 'createCampaign' });
  });
});

describe('paid and legacy plans (issue 24)', () => {
  it('starter: one published card, one scanner, no custom questions (limitExceeded), export allowed', async () => {
    const b = await business('starter@billing.test');
    await setPlan(b.email, 'starter');
    const [one, two, asking] = [
      await createCard(b.auth, 'One'),
      await createCard(b.auth, 'Two'),
      await createCard(b.auth, 'Ask', questions),
    ];
    expect((await publish(b.auth, one)).status).toBe(200);
    const over = await publish(b.auth, two);
    expect(over.status).toBe(402);
    expect(over.json).toMatchObject({ code: 'plan.limitExceeded', feature: 'createCampaign' });
    expect((await publish(b.auth, asking)).json).toMatchObject({ code: 'plan.limitExceeded' });
    expect((await pairDevice(b.auth, 'Till 1')).status).toBe(201);
    expect((await pairDevice(b.auth, 'Till 2')).json).toMatchObject({
      code: 'plan.limitExceeded',
      feature: 'addDevice',
    });
    expect((await t.call('GET', '/api/pass-users/export', undefined, b.auth)).status).toBe(200);
    const sub = (await t.call('GET', '/api/stripe/subscriptions/current', undefined, b.auth)).json.data;
    expect(sub).toMatchObject({
      status: 'active',
      planId: 'starter-month',
      provider: 'manual',
      isLegacy: false,
    });
    expect(sub.resourceUsage.blueprint).toMatchObject({ used: 1, limit: 1, remaining: 0, enabled: true });
  });

  it('parallel publishes and pairings never take a business past its counted limits', async () => {
    const b = await business('parallel@billing.test');
    await setPlan(b.email, 'starter');
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) ids.push(await createCard(b.auth, name));
    const published = await Promise.all(ids.map((id) => publish(b.auth, id)));
    expect(published.map((r) => r.status).sort()).toEqual([200, 402, 402, 402, 402, 402]);
    const paired = await Promise.all(
      ['1', '2', '3', '4', '5', '6'].map((n) => pairDevice(b.auth, `Till ${n}`)),
    );
    expect(paired.map((r) => r.status).sort()).toEqual([201, 402, 402, 402, 402, 402]);
  });

  it('a published card back from the trash counts against the limit; a draft comes back freely', async () => {
    // Before, trash A, publish B, restore A left a starter business with two published cards.
    const b = await business('restore@billing.test');
    await setPlan(b.email, 'starter');
    const [a, second, draft] = [
      await createCard(b.auth, 'A'),
      await createCard(b.auth, 'B'),
      await createCard(b.auth, 'Draft'),
    ];
    expect((await publish(b.auth, a)).status).toBe(200);
    for (const id of [a, draft])
      expect((await t.call('DELETE', `/api/business-card/${id}`, undefined, b.auth)).status).toBe(200);
    expect((await publish(b.auth, second)).status).toBe(200);
    const refused = await t.call('POST', `/api/business-card/${a}/restore`, undefined, b.auth);
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ code: 'plan.limitExceeded', feature: 'createCampaign' });
    const trash = (await t.call('GET', '/api/business-card/trash', undefined, b.auth)).json.data;
    expect(trash.map((c: { _id: string }) => c._id)).toContain(a);
    expect((await t.call('POST', `/api/business-card/${draft}/restore`, undefined, b.auth)).status).toBe(200);
    // With room again (B trashed), A comes back live.
    expect((await t.call('DELETE', `/api/business-card/${second}`, undefined, b.auth)).status).toBe(200);
    const back = await t.call('POST', `/api/business-card/${a}/restore`, undefined, b.auth);
    expect(back.status).toBe(200);
    expect(back.json.data).toMatchObject({ _id: a, isPublished: true });
  });

  it("a slow body does not hold the business's turn at its counted limits", async () => {
    // The input guard reads a JSON body before any route middleware, so the turn that
    // requireFeature takes never waits on a client's upload.
    const b = await business('slow-body@billing.test');
    let finish!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"deviceName":"Slow'));
        finish = () => {
          controller.enqueue(new TextEncoder().encode(' till"}'));
          controller.close();
        };
      },
    });
    const slow = t.app.request('/api/auth/api-keys', {
      method: 'POST',
      headers: { ...b.auth, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    // While that body is still on its way, another pairing of the business goes through.
    const other = await Promise.race([
      pairDevice(b.auth, 'Till 2'),
      new Promise<'waiting'>((done) => setTimeout(() => done('waiting'), 8_000)),
    ]);
    finish();
    expect(other === 'waiting' ? other : other.status).toBe(201);
    expect((await slow).status).toBe(201);
  });

  it('a legacy plan (pro, with issues) allows everything, beyond every limit', async () => {
    const b = await business('legacy@billing.test');
    await setPlan(b.email, 'pro');
    await endTrial(b.businessId);
    for (let i = 0; i < 7; i++)
      expect((await publish(b.auth, await createCard(b.auth, `L${i}`, questions))).status).toBe(200);
    for (let i = 0; i < 7; i++) expect((await pairDevice(b.auth, `T${i}`)).status).toBe(201);
    expect(
      (await t.call('GET', '/api/stripe/subscriptions/current', undefined, b.auth)).json.data.isLegacy,
    ).toBe(true);
  });

  it('downgrading to free never deletes: over-limit cards stay published, only new ones are refused', async () => {
    const b = await business('downgrade@billing.test');
    const ids = [await createCard(b.auth, 'A'), await createCard(b.auth, 'B'), await createCard(b.auth, 'C')];
    for (const id of ids) expect((await publish(b.auth, id)).status).toBe(200);
    await setPlan(b.email, 'free');
    const cards = (await t.call('GET', '/api/business-card', undefined, b.auth)).json.data as {
      isPublished: boolean;
    }[];
    expect(cards.filter((c) => c.isPublished)).toHaveLength(3);
    expect((await publish(b.auth, await createCard(b.auth, 'D'))).status).toBe(402);
  });
});

type CheckoutView = { price: string; dueNow: string; creditApplied: string; firstPaymentAt: string | null };

/** Opens a built-in checkout for a plan in EUR: its session id and what the checkout page shows. */
const openCheckout = async (auth: Record<string, string>, planId: string) => {
  const res = await t.call(
    'POST',
    '/api/stripe/subscriptions?currency=EUR',
    { planId, successUrl: 's', cancelUrl: 'c' },
    auth,
  );
  const id = (res.json.data.paymentLink as string).split('/').pop()!;
  const view = (await t.call('GET', `/api/billing/checkout/${id}`, undefined, auth)).json.data;
  return { id, view: view as CheckoutView };
};

/** Buys a plan on the built-in checkout in EUR; what its checkout page showed. */
const buyPlan = async (auth: Record<string, string>, planId: string) => {
  const { id, view } = await openCheckout(auth, planId);
  expect((await t.call('POST', `/billing/checkout/${id}`, undefined, auth)).status).toBe(200);
  return view;
};

describe('built-in checkout (issue 24)', () => {
  it('subscribes to Growth yearly in PLN: checkout page, confirm once, active plan, numbered invoice with a PDF', async () => {
    const b = await business('buyer@billing.test');
    await endTrial(b.businessId);
    const res = await t.call(
      'POST',
      '/api/stripe/subscriptions?currency=pln',
      {
        planId: 'growth-year',
        successUrl: 'https://passdeck.example/dashboard?subscription=success',
        cancelUrl: 'https://passdeck.example/pricing',
      },
      b.auth,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const link = res.json.data.paymentLink as string;
    expect(link).toMatch(/^https:\/\/passdeck\.example\/billing\/checkout\/[0-9a-f-]{36}$/);
    const sessionId = link.split('/').pop()!;
    const view = await t.call('GET', `/api/billing/checkout/${sessionId}`, undefined, b.auth);
    const plans = (await t.call('GET', '/api/stripe/plans')).json.data as {
      _id: string;
      currencies: Record<string, string>;
    }[];
    const pln = plans.find((p) => p._id === 'growth-year')!.currencies['PLN'];
    expect(view.json.data).toMatchObject({
      status: 'open',
      currency: 'PLN',
      price: pln,
      dueNow: pln,
      plan: { _id: 'growth-year' },
    });

    const [a, c] = await Promise.all([
      t.call('POST', `/billing/checkout/${sessionId}`, undefined, b.auth),
      t.call('POST', `/billing/checkout/${sessionId}`, undefined, b.auth),
    ]);
    expect([a.status, c.status].sort()).toEqual([200, 409]);
    const confirmed = a.status === 200 ? a : c;
    expect(confirmed.json.data).toMatchObject({
      redirectUrl: 'https://passdeck.example/dashboard?subscription=success',
      invoiceNumber: expect.stringMatching(/^PD-\d{6}$/),
    });
    const sub = (await t.call('GET', '/api/stripe/subscriptions/current', undefined, b.auth)).json.data;
    expect(sub).toMatchObject({
      status: 'active',
      planId: 'growth-year',
      currency: 'PLN',
      provider: 'builtin',
      cancelAtPeriodEnd: false,
    });
    const yearAhead = (Date.parse(sub.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(yearAhead).toBeGreaterThan(364);

    const history = (await t.call('GET', '/api/stripe/payment-history', undefined, b.auth)).json.data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      number: confirmed.json.data.invoiceNumber,
      amount: pln,
      currency: 'PLN',
      status: 'paid',
    });
    // The invoice names the business with the address its profile gives.
    const profile = { name: 'Kawiarnia Żółw', type: 'cafe', address: 'ul. Długa 5, 00-001 Warszawa' };
    expect((await t.call('PUT', '/api/business', profile, b.auth)).status).toBe(200);
    const pdf = await t.app.request(history[0].pdfUrl, { headers: b.auth });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const file = join(mkdtempSync(join(tmpdir(), 'invoice-')), 'invoice.pdf');
    writeFileSync(file, new Uint8Array(await pdf.arrayBuffer()));
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain(confirmed.json.data.invoiceNumber);
    expect(text).toContain(profile.name);
    expect(text).toContain(profile.address);
    // Worded in the reader's language when the page asks for it.
    const polish = await t.app.request(`${history[0].pdfUrl}?lang=pl`, { headers: b.auth });
    writeFileSync(file, new Uint8Array(await polish.arrayBuffer()));
    expect(execFileSync('pdftotext', [file, '-']).toString()).toContain(
      `Faktura ${confirmed.json.data.invoiceNumber}`,
    );
    expect(
      (await t.app.request(`${history[0].pdfUrl}?lang=${'x'.repeat(11)}`, { headers: b.auth })).status,
    ).toBe(400);
    // Another business cannot download it by its real id: not found, as an id that never was.
    const stranger = await business('stranger@billing.test');
    const theirs = await t.app.request(history[0].pdfUrl, { headers: stranger.auth });
    expect([theirs.status, (await theirs.json()).code]).toEqual([404, 'billing.invoice_not_found']);
    expect((await t.call('GET', '/api/stripe/upcoming-invoice', undefined, b.auth)).json.data).toMatchObject({
      amount: pln,
      currency: 'PLN',
    });
    expect((await t.call('GET', '/api/stripe/payment-methods', undefined, b.auth)).json.data).toEqual([]);

    // The renewal at the period's end (the job's repository write) happens once, numbered after the first.
    const billing = use(t.container, BillingRepositoryToken);
    const stored = (await billing.subscription(b.businessId))!;
    const nextEnd = new Date(stored.currentPeriodEnd!.getTime() + 365 * 86_400_000);
    const renewal = {
      id: '6f1c3a52-8e1b-4c5d-9a7e-2b3c4d5e6f70',
      businessId: b.businessId,
      planId: 'growth-year',
      description: 'Growth (yearly)',
      amount: pln!,
      creditApplied: '0.00',
      listPrice: pln!,
      discountAmount: '0.00',
      currency: 'PLN' as const,
      status: 'paid' as const,
      periodStart: stored.currentPeriodEnd!,
      periodEnd: nextEnd,
      createdAt: new Date(),
    };
    const renewed = { ...stored, currentPeriodStart: stored.currentPeriodEnd, currentPeriodEnd: nextEnd };
    const [once, twice] = await Promise.all([
      billing.renew(stored.currentPeriodEnd!, renewed, renewal),
      billing.renew(stored.currentPeriodEnd!, renewed, {
        ...renewal,
        id: '6f1c3a52-8e1b-4c5d-9a7e-2b3c4d5e6f71',
      }),
    ]);
    expect([once, twice].filter(Boolean)).toHaveLength(1);
    expect((await billing.subscription(b.businessId))?.currentPeriodEnd).toEqual(nextEnd);
    expect((await t.call('GET', '/api/stripe/payment-history', undefined, b.auth)).json.data).toHaveLength(2);

    // The same plan again is refused; cancelling at the period end keeps it until then.
    expect(
      (
        await t.call(
          'POST',
          '/api/stripe/subscriptions',
          { planId: 'growth-year', successUrl: 'x', cancelUrl: 'y' },
          b.auth,
        )
      ).status,
    ).toBe(409);
    const atEnd = await t.call(
      'DELETE',
      '/api/stripe/subscriptions/cancel?cancelImmediately=false',
      undefined,
      b.auth,
    );
    expect(atEnd.json.data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await t.call('GET', '/api/stripe/upcoming-invoice', undefined, b.auth)).json.data).toBeNull();
    // Changing one's mind while the period lasts keeps the plan, renewing as before.
    const kept = await t.call('POST', '/api/stripe/subscriptions/resume', undefined, b.auth);
    expect(kept.status).toBe(200);
    expect(kept.json.data).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await t.call('GET', '/api/stripe/upcoming-invoice', undefined, b.auth)).json.data).not.toBeNull();
    const again = await t.call('POST', '/api/stripe/subscriptions/resume', undefined, b.auth);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ success: false, code: 'billing.not_ending' });
    const now = await t.call(
      'DELETE',
      '/api/stripe/subscriptions/cancel?cancelImmediately=true',
      undefined,
      b.auth,
    );
    expect(now.json.data).toMatchObject({ status: 'free', planId: 'free-month' });
    expect((await t.call('DELETE', '/api/stripe/subscriptions/cancel', undefined, b.auth)).status).toBe(409);
  });

  it('upgrading a paid built-in plan charges the new price less the unused part of the old one', async () => {
    const b = await business('upgrade@billing.test');
    await endTrial(b.businessId);
    const buy = (planId: string) => buyPlan(b.auth, planId);
    const starter = await buy('starter-month');
    const growth = await buy('growth-month');
    // Bought a moment ago: nearly the whole starter month is credited.
    expect(Number(growth.dueNow)).toBeCloseTo(Number(growth.price) - Number(starter.price), 0);
    expect(Number(growth.dueNow)).toBeLessThan(Number(growth.price));
  });

  it('a plan chosen during the trial costs nothing now: the trial keeps its end, nothing is gated, the first invoice is due then', async () => {
    const b = await business('trial-buyer@billing.test');
    const before = (await t.call('GET', '/api/stripe/subscriptions/current', undefined, b.auth)).json.data;
    const { id, view } = await openCheckout(b.auth, 'starter-year');
    expect(view).toMatchObject({ dueNow: '0.00', firstPaymentAt: before.trialEndsAt });
    const confirmed = await t.call('POST', `/billing/checkout/${id}`, undefined, b.auth);
    expect(confirmed.json).toMatchObject({ success: true, data: { invoiceNumber: null } });
    const sub = (await t.call('GET', '/api/stripe/subscriptions/current', undefined, b.auth)).json.data;
    expect(sub).toMatchObject({
      status: 'trialing',
      planId: 'starter-year',
      trialEndsAt: before.trialEndsAt,
    });
    expect((await t.call('GET', '/api/stripe/payment-history', undefined, b.auth)).json.data).toEqual([]);
    expect((await t.call('GET', '/api/stripe/upcoming-invoice', undefined, b.auth)).json.data).toMatchObject({
      amount: view.price,
      dueAt: before.trialEndsAt,
    });
    // Starter allows one scanner; the trial still allows more.
    for (const name of ['T1', 'T2']) expect((await pairDevice(b.auth, name)).status).toBe(201);
  });

  it('keeps unused value as a credit balance and spends it once, even when two confirmations race', async () => {
    const b = await business('credit@billing.test');
    await endTrial(b.businessId);
    const yearly = await buyPlan(b.auth, 'starter-year');
    const monthly = await buyPlan(b.auth, 'growth-month');
    // Bought a moment ago: the year's value pays the month, and the rest stays as credit.
    expect(monthly).toMatchObject({ dueNow: '0.00', creditApplied: monthly.price });
    const stored = await use(t.container, BillingRepositoryToken).subscription(b.businessId);
    expect(Number(stored!.creditBalance)).toBeCloseTo(Number(yearly.dueNow) - Number(monthly.price), 0);
    const history = (await t.call('GET', '/api/stripe/payment-history', undefined, b.auth)).json.data;
    expect(history[0]).toMatchObject({ amount: '0.00' });

    const [a, c] = await Promise.all([
      openCheckout(b.auth, 'business-month'),
      openCheckout(b.auth, 'growth-year'),
    ]);
    // Both would be paid by the credit; only one may spend it.
    expect(Number(a.view.creditApplied)).toBeGreaterThan(0);
    const results = await Promise.all(
      [a, c].map(({ id }) => t.call('POST', `/billing/checkout/${id}`, undefined, b.auth)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await use(t.container, BillingRepositoryToken).subscription(b.businessId);
    expect(Number(after!.creditBalance)).toBeGreaterThanOrEqual(0);
  });

  it('applies a referral code to what the business buys next', async () => {
    const b = await business('referred@billing.test');
    expect((await t.call('GET', '/api/referrals/discount-info', undefined, b.auth)).json.data).toMatchObject({
      hasDiscount: false,
    });
    const unknown = await t.call('GET', '/api/referrals/preview/NOPE');
    expect(unknown.status).toBe(200);
    expect(unknown.json).toMatchObject({ success: true, isValid: false, message: 'Invalid referral code' });
    const known = await t.call('GET', '/api/referrals/preview/welcome20');
    expect(known.json).toMatchObject({
      isValid: true,
      message: 'Referral code applied',
      data: { code: 'WELCOME20', discountType: 'PERCENTAGE', discountValue: '20.00' },
    });
    expect((await t.call('POST', '/api/referrals/apply', { code: 'nope' }, b.auth)).json).toMatchObject({
      code: 'billing.referral_invalid',
    });
    expect((await t.call('POST', '/api/referrals/apply', { code: 'welcome20' }, b.auth)).status).toBe(200);
    const link = (
      await t.call(
        'POST',
        '/api/stripe/subscriptions?currency=USD',
        { planId: 'business-month', successUrl: 's', cancelUrl: 'c' },
        b.auth,
      )
    ).json.data.paymentLink as string;
    const view = (await t.call('GET', `/api/billing/checkout/${link.split('/').pop()}`, undefined, b.auth))
      .json.data;
    expect(view.discount).toMatchObject({ code: 'WELCOME20' });
    expect(view.price).toBe((Math.round(Number(view.plan.currencies.USD) * 80) / 100).toFixed(2));
  });

  it('sends the business back only to this app: another site or a script is refused before any checkout', async () => {
    const b = await business('redirect@billing.test');
    const post = (urls: { successUrl: string; cancelUrl: string }) =>
      t.call('POST', '/api/stripe/subscriptions', { planId: 'growth-month', ...urls }, b.auth);
    const own = 'https://passdeck.example';
    const refusal = (field: string) => ({ success: false, code: 'billing.return_url_foreign', field });
    const foreign = await post({ successUrl: 'https://evil.example/phish', cancelUrl: `${own}/pricing` });
    expect([foreign.status, foreign.json]).toEqual([
      400,
      { ...refusal('successUrl'), message: expect.any(String) },
    ]);
    expect(foreign.json.message).toBe('successUrl: The return address must be a page of this app.');
    const script = await post({
      successUrl: `${own}/dashboard`,
      cancelUrl: 'javascript:alert(document.cookie)',
    });
    expect([script.status, script.json]).toMatchObject([400, refusal('cancelUrl')]);
    expect((await post({ successUrl: '//evil.example/', cancelUrl: '/pricing' })).status).toBe(400);
    const portal = (returnUrl: string) =>
      t.call('POST', '/api/stripe/customer-portal', { returnUrl }, b.auth);
    expect((await portal('https://evil.example/')).json).toMatchObject(refusal('returnUrl'));

    // The app's own address, and a path on it (what the web app sends), which is kept absolute.
    expect(
      (await post({ successUrl: `${own}/dashboard?subscription=success`, cancelUrl: `${own}/pricing` }))
        .status,
    ).toBe(200);
    const relative = await post({ successUrl: '/dashboard?subscription=success', cancelUrl: '/pricing' });
    expect(relative.status).toBe(200);
    const sessionId = String(relative.json.data.paymentLink).split('/').pop();
    const view = await t.call('GET', `/api/billing/checkout/${sessionId}`, undefined, b.auth);
    expect(view.json.data).toMatchObject({
      successUrl: `${own}/dashboard?subscription=success`,
      cancelUrl: `${own}/pricing`,
    });
    expect((await portal('/cards')).json.data).toEqual({ url: `${own}/cards` });
  });

  it('refuses bad input with 4xx and the spec message, and keeps billing to owners', async () => {
    const b = await business('input@billing.test');
    const post = (body: unknown, query = '') =>
      t.call('POST', `/api/stripe/subscriptions${query}`, body, b.auth);
    expect((await post({ planId: 'x'.repeat(300), successUrl: 's', cancelUrl: 'c' })).status).toBe(400);
    expect((await post({ planId: 'nope-month', successUrl: 's', cancelUrl: 'c' })).json).toMatchObject({
      code: 'billing.plan_not_found',
      field: 'planId',
    });
    expect((await post({ planId: 'free-month', successUrl: 's', cancelUrl: 'c' })).json).toMatchObject({
      code: 'billing.plan_free',
    });
    expect(
      (await post({ planId: 'growth-month', successUrl: 's', cancelUrl: 'c' }, '?currency=XYZ')).status,
    ).toBe(400);
    expect((await post({ planId: 'growth\u0000', successUrl: 's', cancelUrl: 'c' })).status).toBe(400);
    expect((await post({ planId: '../../etc', successUrl: 's', cancelUrl: 'c' })).status).toBe(400);
    expect((await post({ successUrl: 's' })).status).toBe(400);
    expect((await t.call('GET', '/api/billing/checkout/not-a-uuid', undefined, b.auth)).status).toBe(400);
    expect(
      (await t.call('GET', '/api/billing/checkout/00000000-0000-4000-8000-000000000000', undefined, b.auth))
        .status,
    ).toBe(404);
    expect(
      (await t.call('POST', '/billing/checkout/00000000-0000-4000-8000-000000000000', undefined, b.auth))
        .status,
    ).toBe(404);
    expect(
      (
        await t.call(
          'GET',
          '/api/billing/invoices/00000000-0000-4000-8000-000000000000/pdf',
          undefined,
          b.auth,
        )
      ).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', '/api/stripe/subscriptions/cancel?cancelImmediately=maybe', undefined, b.auth))
        .status,
    ).toBe(400);
    expect((await t.call('GET', '/api/stripe/subscriptions/current')).status).toBe(401);
    expect(
      (await t.call('POST', '/api/stripe/webhook', { id: 'evt_1' }, { 'stripe-signature': 't=1,v1=x' }))
        .status,
    ).toBe(404);

    // Another business cannot see or confirm this one's checkout.
    const link = (await post({ planId: 'growth-month', successUrl: 's', cancelUrl: 'c' })).json.data
      .paymentLink as string;
    const other = await business('other@billing.test');
    expect(
      (await t.call('POST', `/billing/checkout/${link.split('/').pop()}`, undefined, other.auth)).status,
    ).toBe(404);
  });
});
