import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createScanLedger } from '#adapters/persistence/scan-ledger.repository.ts';
import { ok } from '#domain/shared/index.ts';
import { createTestApp, downloadNewApplePass, signUpWithDemoCard } from '../../../../test/setup/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ auth } = await signUpWithDemoCard(t, 'points-rules@example.com', 'point_card'));
});

const rule = {
  name: '  Coffee  ',
  spend: {
    baseCurrency: 'eur',
    baseAmount: 5,
    pointsPerBase: '2',
    rounding: 'block_floor',
    minAmount: '0',
    maxPointsPerTxn: 10000,
  },
  items: [{ key: 'latte', pointsPerUnit: 3 }],
  notesEnabled: true,
};

describe('points rules (requirements §7 accrual)', () => {
  it('creates, lists, edits and archives a rule, reading data.data', async () => {
    const created = await t.call('POST', '/api/accrual-configs', rule, auth);
    expect(created.status).toBe(201);
    const config = created.json.data.data;
    expect(config).toMatchObject({
      _id: expect.any(String),
      name: 'Coffee',
      mode: 'hybrid',
      spend: { baseCurrency: 'EUR', baseAmount: '5', pointsPerBase: '2', maxPointsPerTxn: '10000' },
      items: [{ key: 'latte', pointsPerUnit: '3' }],
      archived: false,
    });
    expect((await t.call('GET', '/api/accrual-configs', undefined, auth)).json).toMatchObject({
      success: true,
      data: { data: [{ _id: config._id }] },
    });
    const archived = await t.call(
      'PUT',
      `/api/accrual-configs/${config._id}`,
      { ...rule, items: [], archived: true },
      auth,
    );
    expect(archived.json.data.data).toMatchObject({ mode: 'spend', archived: true, items: [] });

    const other = await signUpWithDemoCard(t, 'points-other@example.com');
    expect((await t.call('GET', '/api/accrual-configs', undefined, other.auth)).json.data.data).toEqual([]);
    expect((await t.call('PUT', `/api/accrual-configs/${config._id}`, rule, other.auth)).status).toBe(404);
    expect((await t.call('PUT', '/api/accrual-configs/not-a-uuid', rule, auth)).status).toBe(404);
  });

  it('refuses drafts that cannot earn, naming the problem', async () => {
    expect((await t.call('POST', '/api/accrual-configs', { ...rule, name: ' ' }, auth)).json).toEqual({
      success: false,
      code: 'accrual.name_required',
      field: 'name',
      message: 'name: Enter a name for the points rule.',
    });
    const noRule = { ...rule, spend: { ...rule.spend, pointsPerBase: 0 }, items: [] };
    expect((await t.call('POST', '/api/accrual-configs', noRule, auth)).json.message).toBe(
      'spend: Add at least one rule that awards points.',
    );
    expect((await t.call('POST', '/api/accrual-configs', { name: 'x' }, auth)).status).toBe(400);
    expect((await t.call('GET', '/api/accrual-configs')).status).toBe(401);
  });

  it('refuses absurd rates with a 400 naming the field, on create and on edit', async () => {
    const id = (await t.call('POST', '/api/accrual-configs', rule, auth)).json.data.data._id;
    const cases = [
      ['POST', '/api/accrual-configs', { pointsPerBase: '99999999999999' }, 'At most 1,000,000 points.'],
      ['PUT', `/api/accrual-configs/${id}`, { baseAmount: '0.001' }, 'Enter an amount from 0.01 to 100,000.'],
      ['POST', '/api/accrual-configs', { maxPointsPerTxn: '-1' }, 'Enter 0 or more.'],
      // Text that is no number left the spend rule out of the saved config without a word.
      ['POST', '/api/accrual-configs', { baseAmount: 'NaN' }, 'Enter a number, such as 2.5.'],
      ['POST', '/api/accrual-configs', { pointsPerBase: '0x10' }, 'Enter a number, such as 2.5.'],
      ['PUT', `/api/accrual-configs/${id}`, { minAmount: '1e3' }, 'Enter a number, such as 2.5.'],
    ] as const;
    const answers = [];
    for (const [method, path, spend, text] of cases) {
      const res = await t.call(method, path, { ...rule, spend: { ...rule.spend, ...spend } }, auth);
      const [field] = Object.keys(spend);
      answers.push([res.status, res.json.code, res.json.field]);
      expect(res.json.message).toBe(`spend.${field}: ${text}`);
    }
    expect(answers).toEqual([
      [400, 'accrual.points_too_high', 'spend.pointsPerBase'],
      [400, 'accrual.amount_out_of_range', 'spend.baseAmount'],
      [400, 'accrual.negative', 'spend.maxPointsPerTxn'],
      [400, 'accrual.not_number', 'spend.baseAmount'],
      [400, 'accrual.not_number', 'spend.pointsPerBase'],
      [400, 'accrual.not_number', 'spend.minAmount'],
    ]);
    const twice = await t.call(
      'POST',
      '/api/accrual-configs',
      {
        ...rule,
        items: [
          { key: 'cake', pointsPerUnit: '5' },
          { key: 'cake', pointsPerUnit: '500' },
        ],
      },
      auth,
    );
    expect([twice.status, twice.json.code, twice.json.field]).toEqual([
      400,
      'accrual.key_duplicate',
      'items.1.key',
    ]);
  });

  it("awards a linked card's purchases by the rule", async () => {
    const config = (await t.call('POST', '/api/accrual-configs', rule, auth)).json.data.data;
    const cards = (await t.call('GET', '/api/business-card', undefined, auth)).json.data;
    const card = cards.find((c: { passType: string }) => c.passType === 'point_card');
    const full = (await t.call('GET', `/api/business-card/${card._id}`, undefined, auth)).json.data;
    const saved = await t.call(
      'PUT',
      `/api/business-card/${card._id}`,
      { ...full, accrualConfigId: config._id },
      auth,
    );
    expect(saved.status).toBe(200);
    expect((await t.call('POST', `/api/business-card/${card._id}/publish`, undefined, auth)).status).toBe(
      200,
    );
    expect((await downloadNewApplePass(t, card._id)).status).toBe(200);
    const rows = await t.database.db.execute(
      sql`select id from pass_holders where card_id = ${card._id} order by created_at desc limit 1`,
    );
    const holderId = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const purchase = await t.call(
      'POST',
      `/api/pass-users/${holderId}/action`,
      { actionId: 'purchase', amount: '12.45', items: [{ key: 'latte', quantity: 2 }] },
      auth,
    );
    // 12.45 EUR = 2 whole blocks of 5 → 4 points, plus 2 lattes × 3.
    expect(purchase.json.data.points).toBe(10);
    // A quantity written as hex, an exponent or a sign, a product the rule does not list, or a
    // purchase of nothing is refused with the field at fault, and changes nothing.
    const refused = [
      [{ items: [{ key: 'latte', quantity: '0x10' }] }, 'scanner.quantity_invalid', 'items.0.quantity'],
      [{ items: [{ key: 'latte', quantity: '1e2' }] }, 'scanner.quantity_invalid', 'items.0.quantity'],
      [{ items: [{ key: 'latte', quantity: -1 }] }, 'scanner.quantity_invalid', 'items.0.quantity'],
      [{ items: [{ key: 'nosuch', quantity: 1 }] }, 'scanner.item_unknown', 'items.0.key'],
      [{ items: [] }, 'scanner.nothing_bought', 'amount'],
    ] as const;
    for (const [body, code, field] of refused) {
      const answer = await t.call(
        'POST',
        `/api/pass-users/${holderId}/action`,
        { actionId: 'purchase', ...body },
        auth,
      );
      expect([answer.status, answer.json.code, answer.json.field], JSON.stringify(body)).toEqual([
        400,
        code,
        field,
      ]);
    }
    // The customer's history says what was bought, in the rule's currency (none was sent).
    const details = await t.call('GET', `/api/pass-users/${holderId}/details`, undefined, auth);
    expect(details.json.data.history[0]).toMatchObject({
      action: 'purchase',
      pointsDelta: 10,
      purchase: { amount: '12.45', currency: 'EUR', items: [{ key: 'latte', quantity: '2' }] },
    });
    // Another instance changed the pass since this one read it: the change is decided again
    // under the row lock, and that path keeps the purchase too.
    const otherInstance = createScanLedger(t.database.db);
    const [{ business_id: businessId }] = (
      (await t.database.db.execute(
        sql`select business_id from pass_holders where id = ${holderId}`,
      )) as unknown as { rows: { business_id: string }[] }
    ).rows as [{ business_id: string }];
    const stale = (await otherInstance.find(businessId, { holderId }))!;
    await t.call('POST', `/api/pass-users/${holderId}/action`, { actionId: 'purchase', amount: '7' }, auth);
    const locked = await otherInstance.apply({
      businessId,
      target: { holderId },
      seen: stale,
      actor: { type: 'user', id: 'someone' },
      action: 'purchase',
      notes: '',
      idempotencyKey: null,
      request: null,
      purchase: { amount: '3.5', currency: 'EUR', items: [] },
      at: new Date(),
      decide: (holder) => ok({ ...holder, points: holder.points + 1 }),
    });
    // Decided on the balance as it is now: the 7 EUR bought 2 points after the stale read.
    expect(locked?.ok && locked.value.before.points).toBe(stale.points + 2);
    const after = await t.call('GET', `/api/pass-users/${holderId}/details`, undefined, auth);
    expect(
      after.json.data.history.slice(0, 2).map((e: { purchase: { amount: string } }) => e.purchase.amount),
    ).toEqual(['3.5', '7']);
    // Other actions keep none.
    await t.call('POST', `/api/pass-users/${holderId}/action`, { actionId: 'add_points', value: 1 }, auth);
    const latest = await t.call('GET', `/api/pass-users/${holderId}/details`, undefined, auth);
    expect(latest.json.data.history[0]).toMatchObject({ action: 'add_points', purchase: null });
  });
});
