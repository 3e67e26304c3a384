import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryJobs } from '../../test/fakes/job-fakes.ts';
import { createMemoryAccruals } from '../../test/fakes/accrual-fakes.ts';
import { createMemoryScanLedger } from '../../test/fakes/scanner-fakes.ts';
import { aPassHolder, createMemoryHolders } from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent, type PassType } from '../cards/index.ts';
import {
  applyScanAction,
  allowedScanActions,
  isItemQuantity,
  rewardsAvailable,
  levelsOf,
  isItemQuantityInput,
  purchaseAmountText,
  purchaseEntryProblem,
  undoneBalance,
} from './scan-rules.ts';
import {
  defaultScanNote,
  ledgerPurchaseOf,
  performScanAction,
  scanPass,
  staffNoteOf,
} from './scan.use-case.ts';
import { undoScanAction } from './undo-scan.use-case.ts';

const card = (passType: PassType, loyaltySettings: Record<string, unknown> = {}) =>
  CardInputSchema.parse({
    ...demoCardContent(passType, 'Café'),
    loyaltySettings: { maxStamps: 5, pointsToRedeem: 10, pointsPerVisit: 2, ...loyaltySettings },
  });
const balance = { stamps: 0, points: 0, rewardsRedeemed: 0, redeemedAt: null as Date | null };
const now = new Date('2026-11-22T10:00:00Z');
const ctx = { now, accrual: null };

describe('scan rules (requirements §1, issue 7)', () => {
  it('counts an item quantity only as a whole number from 0 to 999', () => {
    for (const ok of [0, 1, 999]) expect(isItemQuantity(ok)).toBe(true);
    for (const wrong of [-2, 1.5, 1000, '2', '', Number.NaN]) expect(isItemQuantity(wrong)).toBe(false);
  });

  it('offers the actions that fit each kind', () => {
    expect(allowedScanActions(card('stamp_card'))).toEqual(['add_stamp', 'redeem_reward']);
    expect(allowedScanActions(card('point_card'))).toEqual(['add_points', 'purchase', 'redeem_reward']);
    expect(allowedScanActions(card('level_card'))).toEqual(['add_points', 'purchase']);
    expect(allowedScanActions(card('coupon'))).toEqual(['redeem_coupon']);
    expect(allowedScanActions(card('flyer'))).toEqual([]);
  });

  it('refuses a change that would take a counter past a billion (stored as 32-bit integers)', () => {
    const near = { ...balance, points: 999_950_000 };
    expect(
      applyScanAction(card('point_card'), near, { actionId: 'add_points', value: 100_000 }, ctx),
    ).toMatchObject({
      ok: false,
      error: { code: 'scanner.value_invalid', field: 'value' },
    });
    expect(
      applyScanAction(card('point_card'), near, { actionId: 'add_points', value: 50_000 }, ctx),
    ).toMatchObject({
      ok: true,
      value: { points: 1_000_000_000 },
    });
  });

  it('carries stamps over the maximum and takes one card away on redemption (reset on)', () => {
    const c = card('stamp_card');
    const r1 = applyScanAction(c, balance, { actionId: 'add_stamp', value: 7, confirmed: true }, ctx);
    expect(r1).toMatchObject({ ok: true, value: { stamps: 7 } });
    if (!r1.ok) return;
    expect(rewardsAvailable(c, r1.value)).toBe(1);
    expect(applyScanAction(c, r1.value, { actionId: 'redeem_reward' }, ctx)).toMatchObject({
      ok: true,
      value: { stamps: 2, rewardsRedeemed: 1 },
    });
    expect(applyScanAction(c, balance, { actionId: 'redeem_reward' }, ctx)).toMatchObject({
      error: { code: 'scanner.no_reward' },
    });
    expect(applyScanAction(c, balance, { actionId: 'add_stamp', value: 0 }, ctx)).toMatchObject({
      error: { code: 'scanner.value_invalid' },
    });
    expect(applyScanAction(c, balance, { actionId: 'add_points' }, ctx)).toMatchObject({
      error: { code: 'scanner.action_not_allowed' },
    });
  });

  it('caps the stamps of one scan and asks to confirm a count above the threshold (issue 19)', () => {
    const c = card('stamp_card', { maxStampsPerScan: 12, confirmStampsAbove: 2 });
    expect(applyScanAction(c, balance, { actionId: 'add_stamp', value: 2 }, ctx)).toMatchObject({
      value: { stamps: 2 },
    });
    expect(applyScanAction(c, balance, { actionId: 'add_stamp', value: 3 }, ctx)).toMatchObject({
      error: { code: 'scanner.confirmation_required', field: 'value' },
    });
    expect(
      applyScanAction(c, balance, { actionId: 'add_stamp', value: 12, confirmed: true }, ctx),
    ).toMatchObject({ value: { stamps: 12 } });
    expect(
      applyScanAction(c, balance, { actionId: 'add_stamp', value: 13, confirmed: true }, ctx),
    ).toMatchObject({ error: { code: 'scanner.over_limit', field: 'value' } });
    // Without settings of its own a card caps at 20 and confirms above 3.
    const plain = card('stamp_card');
    expect(applyScanAction(plain, balance, { actionId: 'add_stamp', value: 4 }, ctx)).toMatchObject({
      error: { code: 'scanner.confirmation_required' },
    });
    expect(
      applyScanAction(plain, balance, { actionId: 'add_stamp', value: 21, confirmed: true }, ctx),
    ).toMatchObject({ error: { code: 'scanner.over_limit' } });
    // The owner's corrections in the dashboard are not scans.
    expect(
      applyScanAction(plain, balance, { actionId: 'add_stamp', value: 40 }, { ...ctx, atCounter: false }),
    ).toMatchObject({ value: { stamps: 40 } });
  });

  it('undoes a change on the balance as it is now, and never below zero', () => {
    const now2 = new Date();
    expect(
      undoneBalance({ action: 'add_stamp', stampsDelta: 20, pointsDelta: 0 }, { ...balance, stamps: 21 }),
    ).toMatchObject({ value: { stamps: 1 } });
    expect(
      undoneBalance(
        { action: 'redeem_reward', stampsDelta: -5, pointsDelta: 0 },
        { ...balance, stamps: 1, rewardsRedeemed: 1 },
      ),
    ).toMatchObject({ value: { stamps: 6, rewardsRedeemed: 0 } });
    expect(
      undoneBalance(
        { action: 'redeem_coupon', stampsDelta: 0, pointsDelta: 0 },
        { ...balance, redeemedAt: now2 },
      ),
    ).toMatchObject({ value: { redeemedAt: null } });
    expect(
      undoneBalance({ action: 'add_stamp', stampsDelta: 5, pointsDelta: 0 }, { ...balance, stamps: 2 }),
    ).toMatchObject({ error: { code: 'scanner.undo_unavailable' } });
    expect(undoneBalance({ action: 'redeem_coupon', stampsDelta: 0, pointsDelta: 0 }, balance)).toMatchObject(
      { error: { code: 'scanner.undo_unavailable' } },
    );
  });

  it('keeps the stamps and counts the reward when the card does not reset', () => {
    const c = card('stamp_card', { resetAfterRedemption: false });
    const full = { ...balance, stamps: 5 };
    const redeemed = applyScanAction(c, full, { actionId: 'redeem_reward' }, ctx);
    expect(redeemed).toMatchObject({ ok: true, value: { stamps: 5, rewardsRedeemed: 1 } });
    if (redeemed.ok) expect(rewardsAvailable(c, redeemed.value)).toBe(0);
  });

  it('adds points, earns points for purchases and spends them on rewards', () => {
    const c = card('point_card');
    expect(applyScanAction(c, balance, { actionId: 'add_points', value: 12 }, ctx)).toMatchObject({
      value: { points: 12 },
    });
    expect(applyScanAction(c, balance, { actionId: 'add_points', value: 2.5 }, ctx)).toMatchObject({
      ok: false,
    });
    expect(applyScanAction(c, balance, { actionId: 'purchase', amount: '12,45' }, ctx)).toMatchObject({
      value: { points: 2 },
    });
    const accrual = {
      name: 'Spend',
      spend: {
        baseCurrency: 'EUR',
        baseAmount: '5',
        pointsPerBase: '1',
        rounding: 'exact' as const,
        minAmount: '0',
        maxPointsPerTxn: 100,
      },
      items: [{ key: 'latte', pointsPerUnit: '2' }],
      notesEnabled: false,
    };
    expect(
      applyScanAction(
        c,
        balance,
        { actionId: 'purchase', amount: 12.45, items: [{ key: 'latte', quantity: 2 }] },
        { now, accrual },
      ),
    ).toMatchObject({ value: { points: 6 } });
    // The amount's currency, when named, must be the rule's (any case): another would earn as if it were.
    const inCurrency = (currency: string) =>
      applyScanAction(c, balance, { actionId: 'purchase', amount: '10', currency }, { now, accrual });
    expect(inCurrency('usd')).toMatchObject({
      ok: false,
      error: { code: 'scanner.currency_mismatch', field: 'currency' },
    });
    expect(inCurrency('eur')).toMatchObject({ value: { points: 2 } });
    // Products alone spend nothing in any currency.
    expect(
      applyScanAction(
        c,
        balance,
        { actionId: 'purchase', currency: 'USD', items: [{ key: 'latte', quantity: 1 }] },
        { now, accrual },
      ),
    ).toMatchObject({ value: { points: 2 } });
    expect(
      applyScanAction(
        c,
        balance,
        { actionId: 'purchase', amount: '5', items: [{ key: 'latte', quantity: 1 }] },
        {
          now,
          accrual: { ...accrual, spend: null },
        },
      ),
    ).toMatchObject({ value: { points: 2 } });
    expect(applyScanAction(c, balance, { actionId: 'purchase', amount: 'ten' }, ctx)).toMatchObject({
      error: { code: 'scanner.amount_invalid' },
    });
    // With a points rule, a product it does not list is refused, and so is a purchase of nothing.
    const bought = (request: Omit<Parameters<typeof applyScanAction>[2], 'actionId'>) =>
      applyScanAction(c, balance, { actionId: 'purchase', ...request }, { now, accrual });
    expect(
      bought({
        items: [
          { key: 'latte', quantity: 1 },
          { key: 'cake', quantity: 2 },
        ],
      }),
    ).toMatchObject({
      error: { code: 'scanner.item_unknown', field: 'items.1.key' },
    });
    expect(
      bought({
        items: [
          { key: 'latte', quantity: 1 },
          { key: 'cake', quantity: 0 },
        ],
      }),
    ).toMatchObject({
      value: { points: 2 },
    });
    for (const nothing of [{}, { items: [] }, { amount: '0', items: [{ key: 'latte', quantity: '0' }] }])
      expect(bought(nothing)).toMatchObject({ error: { code: 'scanner.nothing_bought', field: 'amount' } });
    // Without a rule a purchase is a visit, whatever was bought.
    expect(applyScanAction(c, balance, { actionId: 'purchase' }, ctx)).toMatchObject({
      value: { points: 2 },
    });
    expect(applyScanAction(c, { ...balance, points: 25 }, { actionId: 'redeem_reward' }, ctx)).toMatchObject({
      value: { points: 15, rewardsRedeemed: 1 },
    });
    const level = card('level_card');
    expect(levelsOf(level, { ...balance, points: 0 }).level).toEqual(expect.any(String));
    expect(levelsOf(c, balance)).toEqual({ level: null, nextLevel: null });
    expect(rewardsAvailable(level, { ...balance, points: 500 })).toBe(0);
  });

  it('redeems a coupon once', () => {
    const c = card('coupon');
    const first = applyScanAction(c, balance, { actionId: 'redeem_coupon' }, ctx);
    expect(first).toMatchObject({ ok: true, value: { redeemedAt: now } });
    if (first.ok)
      expect(applyScanAction(c, first.value, { actionId: 'redeem_coupon' }, ctx)).toMatchObject({
        error: { code: 'scanner.coupon_already_redeemed' },
      });
  });
});

describe('scan use cases', () => {
  const setup = async (passType: PassType = 'stamp_card', accrualConfigId: string | null = null) => {
    const cards = createMemoryCards();
    const holders = createMemoryHolders();
    const accruals = createMemoryAccruals();
    await accruals.insert({
      id: 'a1',
      businessId: 'b1',
      name: 'Spend',
      mode: 'spend',
      spend: {
        baseCurrency: 'EUR',
        baseAmount: '5',
        pointsPerBase: '1',
        rounding: 'block_floor',
        minAmount: '0',
        maxPointsPerTxn: '10000',
      },
      items: [],
      notesEnabled: false,
      archived: true,
      createdAt: now,
      updatedAt: now,
    });
    await cards.insert({
      id: 'c1',
      businessId: 'b1',
      content: { ...card(passType), accrualConfigId },
      isPublished: true,
      at: now,
    });
    await holders.insert(aPassHolder({ id: 'h1', businessId: 'b1', cardId: 'c1', stamps: 0, points: 0 }));
    const ledger = createMemoryScanLedger(holders, { d1: 'Front counter' });
    const jobs = createMemoryJobs();
    const clock = fixedClock();
    const deps = { ledger, cards, jobs, accruals, clock, tokens: { pushTokens: async () => ['tok'] } };
    return {
      ledger,
      jobs,
      clock,
      scan: scanPass(deps),
      act: performScanAction(deps),
      undo: undoScanAction(deps),
      holders,
    };
  };
  const device = { type: 'device' as const, id: 'd1' };

  it('notes where a change without a note came from', () => {
    expect(defaultScanNote({ type: 'device', id: 'd1', name: 'Terrace' })).toBe('Scanned on Terrace');
    expect(defaultScanNote({ type: 'user', id: 'u1' })).toBe('Action performed via dashboard');
  });

  it("tells staff's notes from the ones the server writes itself", () => {
    for (const automatic of [
      defaultScanNote({ type: 'device', id: 'd1', name: 'Terrace' }),
      defaultScanNote({ type: 'device', id: 'd1' }),
      defaultScanNote({ type: 'user', id: 'u1' }),
      'Undo of change #42',
      '   ',
    ])
      expect(staffNoteOf(automatic), automatic).toBeNull();
    expect(staffNoteOf('  Birthday treat ')).toBe('Birthday treat');
    expect(staffNoteOf('Undo of change #42, asked by Ana')).toBe('Undo of change #42, asked by Ana');
  });

  it('shows a scanned pass and not others', async () => {
    const s = await setup();
    expect(await s.scan('b1', 'QR-OPAQUE-123')).toMatchObject({
      ok: true,
      value: { id: 'h1', cardId: 'c1', maxStamps: 5, actions: ['add_stamp', 'redeem_reward'] },
    });
    for (const [business, code] of [
      ['b2', 'QR-OPAQUE-123'],
      ['b1', '  '],
      ['b1', 'nope'],
    ] as const)
      expect(await s.scan(business, code)).toMatchObject({ error: { code: 'scanner.pass_not_found' } });
  });

  it('applies an action once per key, writes the ledger and queues the pass update', async () => {
    const s = await setup();
    const input = { actionId: 'add_stamp', value: 2, idempotencyKey: 'key-00000001' };
    const first = await s.act({ ...device, name: 'Till' }, 'b1', { barcode: 'QR-OPAQUE-123' }, input);
    expect(first).toMatchObject({ ok: true, value: { stamps: 2 } });
    expect(await s.act(device, 'b1', { barcode: 'QR-OPAQUE-123' }, input)).toEqual(first);
    expect(s.ledger.entries).toEqual([
      expect.objectContaining({
        holderId: 'h1',
        key: 'key-00000001',
        action: 'add_stamp',
        stampsDelta: 2,
        pointsDelta: 0,
        notes: 'Scanned on Till',
      }),
    ]);
    expect(s.jobs.queued.length).toBeGreaterThan(0);
    expect(await s.act(device, 'b1', { holderId: 'h1' }, { actionId: 'teleport' })).toMatchObject({
      error: { code: 'scanner.action_invalid', field: 'actionId' },
    });
    expect(await s.act(device, 'b2', { holderId: 'h1' }, { actionId: 'add_stamp' })).toMatchObject({
      error: { code: 'scanner.pass_not_found' },
    });
    expect(await s.act(device, 'b1', { holderId: 'h1' }, { actionId: 'redeem_reward' })).toMatchObject({
      error: { code: 'scanner.no_reward' },
    });
  });

  it('refuses a key first used for another pass or another action, and changes nothing', async () => {
    const s = await setup();
    await s.holders.insert(aPassHolder({ id: 'h2', businessId: 'b1', cardId: 'c1', stamps: 0, points: 0 }));
    const key = { idempotencyKey: 'key-00000002' };
    expect(await s.act(device, 'b1', { holderId: 'h1' }, { actionId: 'add_stamp', ...key })).toMatchObject({
      ok: true,
    });
    const reused = { error: { code: 'scanner.idempotency_key_reused', field: 'idempotencyKey' } };
    expect(await s.act(device, 'b1', { holderId: 'h2' }, { actionId: 'add_stamp', ...key })).toMatchObject(
      reused,
    );
    expect(
      await s.act(device, 'b1', { holderId: 'h1' }, { actionId: 'redeem_reward', ...key }),
    ).toMatchObject(reused);
    expect(s.ledger.entries).toHaveLength(1);
    expect(s.holders.rows.find((h) => h.id === 'h2')?.stamps).toBe(0);
  });

  it('refuses a key sent again with another count or amount; the same request written otherwise replays', async () => {
    const s = await setup('point_card', 'a1');
    const key = { idempotencyKey: 'key-00000003' };
    const first = { actionId: 'purchase', amount: '40', items: [], ...key };
    expect(await s.act(device, 'b1', { holderId: 'h1' }, first)).toMatchObject({
      ok: true,
      value: { points: 8 },
    });
    // "40.00" as a number is the same purchase: its first outcome, nothing new.
    expect(await s.act(device, 'b1', { holderId: 'h1' }, { ...first, amount: 40.0 })).toMatchObject({
      ok: true,
      value: { points: 8 },
    });
    // A note, an item of none, or a field the action does not use do not make it another request.
    for (const retry of [{ notes: 'latte' }, { items: [{ key: 'cake', quantity: 0 }] }, { value: 5 }])
      expect(await s.act(device, 'b1', { holderId: 'h1' }, { ...first, ...retry })).toMatchObject({
        ok: true,
        value: { points: 8 },
      });
    expect(await s.act(device, 'b1', { holderId: 'h1' }, { ...first, amount: '50' })).toMatchObject({
      error: { code: 'scanner.idempotency_key_reused', field: 'idempotencyKey' },
    });
    expect(s.ledger.entries).toHaveLength(1);
    const stamps = await setup();
    const stampKey = { actionId: 'add_stamp', idempotencyKey: 'key-00000004' };
    expect(await stamps.act(device, 'b1', { holderId: 'h1' }, { ...stampKey, value: 2 })).toMatchObject({
      ok: true,
    });
    expect(
      await stamps.act(device, 'b1', { holderId: 'h1' }, { ...stampKey, value: 2, amount: '9', notes: 'x' }),
    ).toMatchObject({ ok: true });
    expect(await stamps.act(device, 'b1', { holderId: 'h1' }, { ...stampKey, value: 3 })).toMatchObject({
      error: { code: 'scanner.idempotency_key_reused' },
    });
    expect(stamps.ledger.entries).toHaveLength(1);
  });

  it("earns purchase points by the card's points rule, archived or not, else by visit", async () => {
    const unknown = await setup('point_card', 'missing');
    expect(
      await unknown.act(device, 'b1', { holderId: 'h1' }, { actionId: 'purchase', amount: '40' }),
    ).toMatchObject({ ok: true, value: { points: 2 } });
    const other = await setup('point_card', 'a1');
    expect(
      await other.act(device, 'b1', { holderId: 'h1' }, { actionId: 'purchase', amount: '40' }),
    ).toMatchObject({ ok: true, value: { points: 8 } });
  });

  it('answers not found when the pass goes away between the lookup and the change', async () => {
    const s = await setup('coupon');
    const ledger = { ...s.ledger, apply: async () => null };
    const cards = createMemoryCards();
    await cards.insert({ id: 'c1', businessId: 'b1', content: card('coupon'), isPublished: true, at: now });
    const act = performScanAction({
      ledger,
      cards,
      jobs: createMemoryJobs(),
      accruals: createMemoryAccruals(),
      clock: fixedClock(),
      tokens: { pushTokens: async () => [] },
    });
    expect(await act(device, 'b1', { holderId: 'h1' }, { actionId: 'redeem_coupon' })).toMatchObject({
      error: { code: 'scanner.pass_not_found' },
    });
  });

  it('finds a pass by the short code under its QR code, typed loosely (issue 19)', async () => {
    const s = await setup();
    expect(await s.scan('b1', 'k7qm-4xzp')).toMatchObject({ ok: true, value: { id: 'h1' } });
    expect(await s.scan('b2', 'K7QM 4XZP')).toMatchObject({ error: { code: 'scanner.pass_not_found' } });
    expect(await s.scan('b1', 'K7QM 4XZQ')).toMatchObject({ error: { code: 'scanner.pass_not_found' } });
    expect(await s.act(device, 'b1', { barcode: 'K7QM4XZP' }, { actionId: 'add_stamp' })).toMatchObject({
      ok: true,
      value: { stamps: 1 },
    });
  });

  it('shows the offer, and who redeemed a used coupon', async () => {
    const s = await setup('coupon');
    expect(await s.scan('b1', 'QR-OPAQUE-123')).toMatchObject({
      value: { offer: '10% off', couponRedeemedAt: null, couponRedeemedBy: null },
    });
    await s.act(device, 'b1', { holderId: 'h1' }, { actionId: 'redeem_coupon' });
    expect(await s.scan('b1', 'QR-OPAQUE-123')).toMatchObject({
      value: {
        couponRedeemedAt: '2026-11-22T10:00:00.000Z',
        couponRedeemedBy: 'Front counter',
        actions: [],
      },
    });
    const stamps = await setup();
    expect(await stamps.scan('b1', 'QR-OPAQUE-123')).toMatchObject({
      value: { offer: 'Free item', stampLimits: { max: 20, confirmAbove: 3 } },
    });
  });

  it('takes back 20 stamps on a 5-stamp card exactly, within 10 seconds, once, by the same device', async () => {
    const s = await setup();
    const twenty = { actionId: 'add_stamp', value: 20 };
    expect(await s.act(device, 'b1', { holderId: 'h1' }, twenty)).toMatchObject({
      error: { code: 'scanner.confirmation_required' },
    });
    const added = await s.act(device, 'b1', { holderId: 'h1' }, { ...twenty, confirmed: true });
    if (!added.ok) throw new Error('not added');
    expect(added.value).toMatchObject({ stamps: 20, undo: { until: '2026-11-22T10:00:10.000Z' } });
    const entryId = added.value.undo!.entryId;
    // Another device's scan in between stays counted.
    await s.act({ type: 'device', id: 'd2' }, 'b1', { holderId: 'h1' }, { actionId: 'add_stamp' });
    expect(await s.undo({ type: 'device', id: 'd2' }, 'b1', { entryId })).toMatchObject({
      error: { code: 'scanner.undo_not_found' },
    });
    expect(await s.undo(device, 'b2', { entryId })).toMatchObject({
      error: { code: 'scanner.undo_not_found' },
    });
    expect(await s.undo(device, 'b1', { entryId: '../1' })).toMatchObject({
      error: { code: 'validation.invalid', field: 'entryId' },
    });
    s.clock.advance(9_000);
    const jobsBefore = s.jobs.queued.length;
    const undone = await s.undo(device, 'b1', { entryId });
    expect(undone).toMatchObject({ ok: true, value: { stamps: 1, undo: null } });
    expect(s.jobs.queued.length).toBeGreaterThan(jobsBefore);
    expect(s.ledger.entries.at(-1)).toMatchObject({ action: 'undo_add_stamp', stampsDelta: -20 });
    // A second tap replays the first undo: nothing more is taken.
    expect(await s.undo(device, 'b1', { entryId })).toMatchObject({ ok: true, value: { stamps: 1 } });
    expect(s.ledger.entries.filter((e) => e.action === 'undo_add_stamp')).toHaveLength(1);
    // An undo is not undone, and a change is not undone after its window.
    const undoRow = s.ledger.entries.at(-1)!.id;
    expect(await s.undo(device, 'b1', { entryId: undoRow })).toMatchObject({
      error: { code: 'scanner.undo_unavailable' },
    });
    const late = await s.act(device, 'b1', { holderId: 'h1' }, { actionId: 'add_stamp' });
    s.clock.advance(16_000);
    expect(await s.undo(device, 'b1', { entryId: late.ok ? late.value.undo!.entryId : '' })).toMatchObject({
      error: { code: 'scanner.undo_expired' },
    });
  });

  it('gives a redeemed coupon back on undo', async () => {
    const s = await setup('coupon');
    const used = await s.act(device, 'b1', { holderId: 'h1' }, { actionId: 'redeem_coupon' });
    if (!used.ok) throw new Error('not redeemed');
    expect(await s.undo(device, 'b1', { entryId: used.value.undo!.entryId })).toMatchObject({
      ok: true,
      value: { couponRedeemedAt: null, actions: ['redeem_coupon'] },
    });
  });
});

describe('isItemQuantityInput (an item quantity at the API)', () => {
  it('takes 0 to 999 written plainly, with up to three decimals, and nothing else', () => {
    for (const ok of [0, 1, 999, 0.5, '2', ' 12 ', '0,5', '1.125', '999'])
      expect(isItemQuantityInput(ok), String(ok)).toBe(true);
    for (const bad of [
      '0x10',
      '1e2',
      '-1',
      'Infinity',
      'NaN',
      '',
      '1000',
      1000,
      -1,
      1e-7,
      '1.2345',
      '+1',
      '1 000',
    ])
      expect(isItemQuantityInput(bad), String(bad)).toBe(false);
  });
});

describe('purchaseEntryProblem (the scanner form, before anything is sent)', () => {
  it('takes an amount with a point or a comma, and items alone', () => {
    expect(purchaseEntryProblem('12.50', [])).toBeNull();
    expect(purchaseEntryProblem(' 12,5 ', [])).toBeNull();
    expect(purchaseEntryProblem('', [{ quantity: 2 }])).toBeNull();
    expect(purchaseEntryProblem('0', [{ quantity: 1 }])).toBeNull();
  });

  it('refuses what is not an amount rather than reading another number from it', () => {
    for (const text of ['abc', '12,50 EUR', '1.2.3', '-5', '1,000.00', '12.505', '1'.repeat(10)])
      expect(purchaseEntryProblem(text, [{ quantity: 1 }])).toBe('amount_invalid');
  });

  it('refuses a purchase of nothing', () => {
    expect(purchaseEntryProblem('', [])).toBe('nothing_bought');
    expect(purchaseEntryProblem('0,00', [{ quantity: 0 }])).toBe('nothing_bought');
    expect(purchaseEntryProblem('0.000', [], '.')).toBe('nothing_bought');
  });
});

describe('purchaseAmountText (an amount as a till in some language types it)', () => {
  it('writes plain amounts plainly, with a point', () => {
    expect(purchaseAmountText(' 12,5 ')).toBe('12.5');
    expect(purchaseAmountText('12.50')).toBe('12.50');
    expect(purchaseAmountText('7')).toBe('7');
  });

  it("reads thousands grouped as the till's language groups them", () => {
    expect(purchaseAmountText('1.234,56', '.')).toBe('1234.56');
    expect(purchaseAmountText('1.234.567', '.')).toBe('1234567');
    expect(purchaseAmountText('1.234', '.')).toBe('1234');
    expect(purchaseAmountText('1,234.56', ',')).toBe('1234.56');
    // Polish and Ukrainian group with a no-break space; a till types a plain one.
    expect(purchaseAmountText('1 234,56', '\u00A0')).toBe('1234.56');
    expect(purchaseAmountText('1\u00A0234,5', '\u00A0')).toBe('1234.5');
    expect(purchaseAmountText('12 345', '\u202F')).toBe('12345');
  });

  it('refuses any other grouping, never reading another number from it', () => {
    // A German "1,234" has three decimals: refused, not read as 1234.
    expect(purchaseAmountText('1,234', '.')).toBeNull();
    expect(purchaseAmountText('1.234', ',')).toBeNull();
    expect(purchaseAmountText('1,234.56')).toBeNull();
    for (const text of ['1.23.456', '1.2345', '12.34.567,8', '1.234.56', '1.234 567', '1 234', '1.234,567'])
      expect([text, purchaseAmountText(text, '.')]).toEqual([text, null]);
    expect(purchaseAmountText('1 234', ',')).toBeNull();
    expect(purchaseAmountText('1.234.567.890', '.')).toBeNull();
    expect(purchaseEntryProblem('1,234', [], '.')).toBe('amount_invalid');
  });
});

describe('ledgerPurchaseOf', () => {
  const rule = {
    name: 'Coffee',
    spend: {
      baseCurrency: 'eur',
      baseAmount: '5',
      pointsPerBase: '1',
      rounding: 'exact' as const,
      minAmount: '0',
      maxPointsPerTxn: null,
    },
    items: [],
    notesEnabled: false,
  };

  it("keeps a purchase's amount one way, its currency and the items that count, merged", () => {
    expect(
      ledgerPurchaseOf(
        {
          actionId: 'purchase',
          amount: '12,50',
          items: [
            { key: ' latte', quantity: 1 },
            { key: 'muffin', quantity: '0' },
            { key: 'latte ', quantity: '1.5' },
          ],
        },
        rule,
      ),
    ).toEqual({ amount: '12.5', currency: 'EUR', items: [{ key: 'latte', quantity: '2.5' }] });
    // The currency sent wins; without an amount or a rule, "0" and none.
    expect(ledgerPurchaseOf({ actionId: 'purchase', amount: 7, currency: 'pln' }, rule)?.currency).toBe(
      'PLN',
    );
    expect(ledgerPurchaseOf({ actionId: 'purchase' }, null)).toEqual({
      amount: '0',
      currency: null,
      items: [],
    });
  });

  it('keeps nothing for other actions', () => {
    expect(ledgerPurchaseOf({ actionId: 'add_points', value: 3 }, rule)).toBeNull();
  });
});
