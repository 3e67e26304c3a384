import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import { createMemoryJobs } from '../../test/fakes/job-fakes.ts';
import { createMemoryAccruals } from '../../test/fakes/accrual-fakes.ts';
import { createMemoryScanLedger } from '../../test/fakes/scanner-fakes.ts';
import { aPassHolder, createMemoryHolders } from '../../test/fakes/wallet-fakes.ts';
import { CardInputSchema, demoCardContent, type PassType } from '../cards/index.ts';
import { applyScanAction, allowedScanActions, rewardsAvailable, levelsOf } from './scan-rules.ts';
import { performScanAction, scanPass } from './scan.use-case.ts';

const card = (passType: PassType, loyaltySettings: Record<string, unknown> = {}) =>
  CardInputSchema.parse({
    ...demoCardContent(passType, 'Café'),
    loyaltySettings: { maxStamps: 5, pointsToRedeem: 10, pointsPerVisit: 2, ...loyaltySettings },
  });
const balance = { stamps: 0, points: 0, rewardsRedeemed: 0, redeemedAt: null as Date | null };
const now = new Date('2026-11-22T10:00:00Z');
const ctx = { now, accrual: null };

describe('scan rules (SPEC §1, issue 7)', () => {
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
    const r1 = applyScanAction(c, balance, { actionId: 'add_stamp', value: 7 }, ctx);
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
    const ledger = createMemoryScanLedger(holders);
    const jobs = createMemoryJobs();
    const deps = {
      ledger,
      cards,
      jobs,
      accruals,
      clock: fixedClock(),
      tokens: { pushTokens: async () => ['tok'] },
    };
    return { ledger, jobs, scan: scanPass(deps), act: performScanAction(deps), holders };
  };
  const device = { type: 'device' as const, id: 'd1' };

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
    const first = await s.act(device, 'b1', { barcode: 'QR-OPAQUE-123' }, input, 'Scanned');
    expect(first).toMatchObject({ ok: true, value: { stamps: 2 } });
    expect(await s.act(device, 'b1', { barcode: 'QR-OPAQUE-123' }, input)).toEqual(first);
    expect(s.ledger.entries).toEqual([
      { holderId: 'h1', key: 'key-00000001', stamps: 2, points: 0, notes: 'Scanned' },
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
});
