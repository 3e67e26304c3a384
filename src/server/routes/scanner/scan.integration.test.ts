import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, downloadNewApplePass, signUpWithDemoCard } from '../../../../test/setup/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: ServerType;
let base: string;
let auth: Record<string, string>;
let deviceKey: string;

/** A new pass of a card, issued through the public route; its id and QR code. */
const issuePass = async (cardId: string) => {
  expect((await downloadNewApplePass(t, cardId)).status).toBe(200);
  const rows = await t.database.db.execute(
    sql`select id, barcode_message from pass_holders where card_id = ${cardId} order by created_at desc, id desc limit 1`,
  );
  const row = (rows as unknown as { rows: { id: string; barcode_message: string }[] }).rows[0]!;
  return { id: row.id, barcode: row.barcode_message };
};

const ledgerOf = async (holderId: string) => {
  const rows = await t.database.db.execute(
    sql`select count(*)::int as n, coalesce(sum(stamps_delta), 0)::int as stamps, coalesce(sum(points_delta), 0)::int as points
        from holder_ledger where holder_id = ${holderId}`,
  );
  return (rows as unknown as { rows: { n: number; stamps: number; points: number }[] }).rows[0]!;
};

/** Over real HTTP (a node server on a free port), as a scanner would call it. */
const post = async (
  path: string,
  body: unknown,
  headers: Record<string, string> = { 'x-device-key': deviceKey },
) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any };
};

beforeAll(async () => {
  t = await createTestApp();
  ({ auth } = await signUpWithDemoCard(t, 'scanning@example.com'));
  deviceKey = (await t.call('POST', '/api/auth/api-keys', { deviceName: 'Till' }, auth)).json.data.key;
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('scanning (SPEC §7 scanner)', () => {
  it('shows the pass, adds stamps beyond the maximum and redeems the reward, one ledger row each', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, auth)).json
      .data;
    const pass = await issuePass(card._id);
    const scanned = await post('/api/scanner/scan', { barcode: pass.barcode });
    expect(scanned.json.data).toMatchObject({
      id: pass.id,
      cardId: card._id,
      stamps: 0,
      maxStamps: 10,
      rewardsAvailable: 0,
      actions: ['add_stamp', 'redeem_reward'],
    });
    expect(
      (await post('/api/scanner/action', { barcode: pass.barcode, actionId: 'redeem_reward' })).json,
    ).toEqual({
      success: false,
      message: 'No reward is available yet.',
      code: 'scanner.no_reward',
    });
    expect(
      (await post('/api/scanner/action', { barcode: pass.barcode, actionId: 'add_stamp', value: 7 })).json
        .data,
    ).toMatchObject({ stamps: 7 });
    const full = await post('/api/scanner/action', {
      barcode: pass.barcode,
      actionId: 'add_stamp',
      value: 5,
    });
    expect(full.json.data).toMatchObject({ stamps: 12, rewardsAvailable: 1 });
    const redeemed = await post('/api/scanner/action', { barcode: pass.barcode, actionId: 'redeem_reward' });
    expect(redeemed.json.data).toMatchObject({ stamps: 2, rewardsAvailable: 0 });
    expect(await ledgerOf(pass.id)).toEqual({ n: 3, stamps: 2, points: 0 });
    for (const value of [0, -1, 1.5, 100_001])
      expect(
        (await post('/api/scanner/action', { barcode: pass.barcode, actionId: 'add_stamp', value })).status,
      ).toBe(400);
    expect(
      (await post('/api/scanner/action', { barcode: pass.barcode, actionId: 'redeem_coupon' })).json.message,
    ).toBe('actionId: This action does not fit this card.');
  });

  it('redeems a coupon once: a second scan is 409 "Coupon already redeemed"', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'coupon' }, auth)).json.data;
    const pass = await issuePass(card._id);
    expect((await post('/api/scanner/scan', { barcode: pass.barcode })).json.data.actions).toEqual([
      'redeem_coupon',
    ]);
    const first = await post('/api/scanner/action', { barcode: pass.barcode, actionId: 'redeem_coupon' });
    expect(first.json.data).toMatchObject({ couponRedeemedAt: expect.any(String), actions: [] });
    expect(await post('/api/scanner/action', { barcode: pass.barcode, actionId: 'redeem_coupon' })).toEqual({
      status: 409,
      json: { success: false, message: 'Coupon already redeemed', code: 'scanner.coupon_already_redeemed' },
    });
  });

  it('keeps passes of other businesses out of reach, and device keys and user tokens apart', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, auth)).json
      .data;
    const pass = await issuePass(card._id);
    const other = await signUpWithDemoCard(t, 'scanning-other@example.com');
    const otherKey = (await t.call('POST', '/api/auth/api-keys', { deviceName: 'Other' }, other.auth)).json
      .data.key;
    expect(
      (await post('/api/scanner/scan', { barcode: pass.barcode }, { 'x-device-key': otherKey })).status,
    ).toBe(404);
    expect(
      (
        await post(
          '/api/scanner/action',
          { barcode: pass.barcode, actionId: 'add_stamp' },
          { 'x-device-key': otherKey },
        )
      ).status,
    ).toBe(404);
    expect((await post('/api/scanner/scan', { barcode: pass.barcode }, auth)).status).toBe(401);
    expect(
      (await post(`/api/pass-users/${pass.id}/action`, { actionId: 'add_stamp' }, other.auth)).status,
    ).toBe(404);
    expect((await post('/api/scanner/scan', { barcode: 'no-such-code' })).status).toBe(404);
  });

  it('changes a pass from the dashboard with value 1 and the default note', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'point_card' }, auth)).json
      .data;
    const pass = await issuePass(card._id);
    const res = await post(`/api/pass-users/${pass.id}/action`, { actionId: 'add_points' }, auth);
    expect(res.json.data).toMatchObject({ points: 1, actions: ['add_points', 'purchase', 'redeem_reward'] });
    const purchase = await post(
      `/api/pass-users/${pass.id}/action`,
      { actionId: 'purchase', amount: '12.45' },
      auth,
    );
    expect(purchase.json.data.points).toBeGreaterThan(1);
    const rows = await t.database.db.execute(
      sql`select actor_type, notes from holder_ledger where holder_id = ${pass.id} order by id`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { actor_type: 'user', notes: 'Action performed via dashboard' },
      { actor_type: 'user', notes: 'Action performed via dashboard' },
    ]);
  });
});

describe('races over HTTP (research/reliability.md §2)', () => {
  it('50 concurrent redemptions of one coupon: exactly one succeeds', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'coupon' }, auth)).json.data;
    const pass = await issuePass(card._id);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/scanner/action', { barcode: pass.barcode, actionId: 'redeem_coupon' }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    expect((await ledgerOf(pass.id)).n).toBe(1);
  });

  it('20 concurrent replays of one coupon redemption all answer the first outcome', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'coupon' }, auth)).json.data;
    const pass = await issuePass(card._id);
    const body = { barcode: pass.barcode, actionId: 'redeem_coupon', idempotencyKey: 'redeem-once-0001' };
    const results = await Promise.all(Array.from({ length: 20 }, () => post('/api/scanner/action', body)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json.data.couponRedeemedAt)).size).toBe(1);
    expect((await ledgerOf(pass.id)).n).toBe(1);
  });

  it('1,000 concurrent stamps with 200 replayed idempotency keys: exactly 800 stamps, ledger equals balance', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, auth)).json
      .data;
    const pass = await issuePass(card._id);
    const keys = Array.from({ length: 800 }, (_, i) => `stamp-key-${String(i).padStart(4, '0')}`);
    const requests = [...keys, ...keys.slice(0, 200)].map((idempotencyKey) =>
      post('/api/scanner/action', { barcode: pass.barcode, actionId: 'add_stamp', idempotencyKey }),
    );
    const results = await Promise.all(requests);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const scanned = await post('/api/scanner/scan', { barcode: pass.barcode });
    expect(scanned.json.data.stamps).toBe(800);
    expect(await ledgerOf(pass.id)).toEqual({ n: 800, stamps: 800, points: 0 });
  });
});
