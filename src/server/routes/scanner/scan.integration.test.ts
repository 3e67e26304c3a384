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

const tokenOf = async (holderId: string) => {
  const rows = await t.database.db.execute(
    sql`select authentication_token from pass_holders where id = ${holderId}`,
  );
  return (rows as unknown as { rows: { authentication_token: string }[] }).rows[0]!.authentication_token;
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

describe('scanning (requirements §7 scanner)', () => {
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
      (
        await post('/api/scanner/action', {
          barcode: pass.barcode,
          actionId: 'add_stamp',
          value: 7,
          confirmed: true,
        })
      ).json.data,
    ).toMatchObject({ stamps: 7 });
    const full = await post('/api/scanner/action', {
      barcode: pass.barcode,
      actionId: 'add_stamp',
      value: 5,
      confirmed: true,
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

describe('a counter that forgives (issue 19)', () => {
  const shortCodeOf = async (holderId: string) => {
    const rows = await t.database.db.execute(sql`select short_code from pass_holders where id = ${holderId}`);
    return (rows as unknown as { rows: { short_code: string }[] }).rows[0]!.short_code;
  };

  it('asks to confirm 20 stamps on a 10-stamp card, adds them once confirmed, and Undo restores the balance exactly', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, auth)).json
      .data;
    const pass = await issuePass(card._id);
    await post('/api/scanner/action', { barcode: pass.barcode, actionId: 'add_stamp', value: 3 });
    const unconfirmed = await post('/api/scanner/action', {
      barcode: pass.barcode,
      actionId: 'add_stamp',
      value: 20,
    });
    expect(unconfirmed).toEqual({
      status: 409,
      json: {
        success: false,
        message: 'value: Confirm this many stamps before they are added.',
        code: 'scanner.confirmation_required',
        field: 'value',
      },
    });
    expect(
      (
        await post('/api/scanner/action', {
          barcode: pass.barcode,
          actionId: 'add_stamp',
          value: 21,
          confirmed: true,
        })
      ).json,
    ).toMatchObject({ code: 'scanner.over_limit', field: 'value' });
    const added = await post('/api/scanner/action', {
      barcode: pass.barcode,
      actionId: 'add_stamp',
      value: 20,
      confirmed: true,
    });
    expect(added.status).toBe(200);
    expect(added.json.data).toMatchObject({
      stamps: 23,
      rewardsAvailable: 2,
      stampLimits: { max: 20, confirmAbove: 3 },
      offer: 'Free coffee',
      undo: { entryId: expect.stringMatching(/^\d+$/) },
    });
    const until = Date.parse(added.json.data.undo.until);
    expect(until - Date.now()).toBeGreaterThan(8_000);
    expect(until - Date.now()).toBeLessThanOrEqual(10_000);
    const { entryId } = added.json.data.undo;
    // Another device of the business cannot take this one's change back.
    const otherKey = (await t.call('POST', '/api/auth/api-keys', { deviceName: 'Terrace' }, auth)).json.data
      .key;
    expect((await post('/api/scanner/undo', { entryId }, { 'x-device-key': otherKey })).status).toBe(404);
    const undone = await post('/api/scanner/undo', { entryId });
    expect(undone.status).toBe(200);
    expect(undone.json.data).toMatchObject({ stamps: 3, rewardsAvailable: 0, undo: null });
    // Replayed, the undo changes nothing more; the ledger explains the balance.
    expect((await post('/api/scanner/undo', { entryId })).json.data).toMatchObject({ stamps: 3 });
    expect(await ledgerOf(pass.id)).toEqual({ n: 3, stamps: 3, points: 0 });
    const rows = await t.database.db.execute(
      sql`select action, stamps_delta, stamps_after, notes from holder_ledger where holder_id = ${pass.id} order by id`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows.at(-1)).toEqual({
      action: 'undo_add_stamp',
      stamps_delta: -20,
      stamps_after: 3,
      notes: `Undo of change #${entryId}`,
    });
    // An undo itself is not undone; a key of the undo form is not a client's to take.
    const undoRow = String(Number(entryId) + 1);
    expect((await post('/api/scanner/undo', { entryId: undoRow })).status).toBeGreaterThanOrEqual(404);
    expect(
      (
        await post('/api/scanner/action', {
          barcode: pass.barcode,
          actionId: 'add_stamp',
          idempotencyKey: `undo:${entryId}`,
        })
      ).status,
    ).toBe(400);
  });

  it('refuses bad undo bodies at the edge', async () => {
    for (const entryId of ['', '0', '../1', '1'.repeat(300), 'a\u0000b', '-5', '99999999999999999999'])
      expect((await post('/api/scanner/undo', { entryId })).status).toBe(400);
    expect((await post('/api/scanner/undo', {})).status).toBe(400);
    expect((await post('/api/scanner/undo', { entryId: '999999999' })).status).toBe(404);
    expect((await post('/api/scanner/undo', { entryId: '1' }, auth)).status).toBe(401);
  });

  it('finds a pass by the code under its QR code, and names the device that used a coupon', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'coupon' }, auth)).json.data;
    const pass = await issuePass(card._id);
    const code = await shortCodeOf(pass.id);
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`;
    const scanned = await post('/api/scanner/scan', { barcode: typed });
    expect(scanned.json.data).toMatchObject({ id: pass.id, offer: '10% off', couponRedeemedBy: null });
    await post('/api/scanner/action', { barcode: typed, actionId: 'redeem_coupon' });
    expect((await post('/api/scanner/scan', { barcode: code })).json.data).toMatchObject({
      couponRedeemedAt: expect.any(String),
      couponRedeemedBy: 'Till',
      actions: [],
    });
    const pkpass = await t.app.request(`/api/pass/apple/${card._id}?token=${await tokenOf(pass.id)}`);
    const { unzipSync } = await import('fflate');
    const json = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(await pkpass.arrayBuffer()))['pass.json']),
    ) as { barcodes: { altText: string }[] };
    expect(json.barcodes[0]!.altText).toBe(`${code.slice(0, 4)} ${code.slice(4)}`);
  });

  it('counts an undone scan out of the dashboard statistics', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, auth)).json
      .data;
    const pass = await issuePass(card._id);
    const stats = async () =>
      (await t.call('GET', `/api/dashboard/stats?range=24h&cardId=${card._id}`, undefined, auth)).json.data;
    const before = await stats();
    const added = await post('/api/scanner/action', {
      barcode: pass.barcode,
      actionId: 'add_stamp',
      value: 2,
    });
    await post('/api/scanner/undo', { entryId: added.json.data.undo.entryId });
    await post('/api/scanner/action', { barcode: pass.barcode, actionId: 'add_stamp' });
    const after = await stats();
    expect(after.totals.scans.value - before.totals.scans.value).toBe(1);
    expect(after.totals.stampsGiven.value - before.totals.stampsGiven.value).toBe(1);
  });
});

describe('races over HTTP (architecture §7)', () => {
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

  it('a key first used on another pass, or for another action, is 409 and changes nothing', async () => {
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, auth)).json
      .data;
    const first = await issuePass(card._id);
    const second = await issuePass(card._id);
    const idempotencyKey = 'shared-key-0001';
    const stamped = await post('/api/scanner/action', {
      barcode: first.barcode,
      actionId: 'add_stamp',
      idempotencyKey,
    });
    expect(stamped.status).toBe(200);
    // The same key from the dashboard's own route, for the other pass.
    const other = await post(
      `/api/pass-users/${second.id}/action`,
      { actionId: 'add_stamp', value: 1, idempotencyKey },
      auth,
    );
    expect(other).toMatchObject({ status: 409, json: { code: 'scanner.idempotency_key_reused' } });
    const redeem = await post('/api/scanner/action', {
      barcode: first.barcode,
      actionId: 'redeem_reward',
      idempotencyKey,
    });
    expect(redeem).toMatchObject({ status: 409, json: { code: 'scanner.idempotency_key_reused' } });
    expect(await ledgerOf(second.id)).toEqual({ n: 0, stamps: 0, points: 0 });
    expect(await ledgerOf(first.id)).toEqual({ n: 1, stamps: 1, points: 0 });
    // The request the key was made for still replays.
    expect(
      await post('/api/scanner/action', { barcode: first.barcode, actionId: 'add_stamp', idempotencyKey }),
    ).toEqual(stamped);
    // The same key with another count is another request: refused, not answered with the first.
    const more = await post('/api/scanner/action', {
      barcode: first.barcode,
      actionId: 'add_stamp',
      value: 3,
      idempotencyKey,
    });
    expect(more).toMatchObject({ status: 409, json: { code: 'scanner.idempotency_key_reused' } });
    expect(await ledgerOf(first.id)).toEqual({ n: 1, stamps: 1, points: 0 });
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
