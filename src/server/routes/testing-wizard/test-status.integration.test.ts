import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, issuePass, signUpWithDemoCard } from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';
import { JobWorkerToken } from '../../tokens.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let cardId = '';
let deviceKey = '';

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const drain = () => use(t.container, JobWorkerToken).drain();
const status = async () => {
  const res = await t.call('GET', `/api/business-card/${cardId}/test-status`, undefined, auth);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.json.data as {
    passed: boolean;
    testCustomer: { id: string; name: string; validationCode: string | null } | null;
    checks: { key: string; state: string; detail: string | null; reasons: string[] }[];
  };
};
const states = async () => Object.fromEntries((await status()).checks.map((c) => [c.key, c.state]));
const holderRow = async (id: string) =>
  (
    await rows<{ message: string | null; barcode_message: string; serial_number: string }>(
      sql`select message, barcode_message, serial_number from pass_holders where id = ${id}`,
    )
  )[0]!;
const scan = (barcode: string) =>
  t.call(
    'POST',
    '/api/scanner/action',
    { barcode, actionId: 'add_stamp', idempotencyKey: crypto.randomUUID() },
    { 'x-device-key': deviceKey },
  );

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signUpWithDemoCard(t, 'wizard-checks@example.com');
  auth = signedUp.auth;
  cardId = signedUp.card._id;
  deviceKey = (await t.call('POST', '/api/auth/api-keys', { deviceName: 'Till' }, auth)).json.data.key;
});

describe('the card-testing checks (GET /api/business-card/{id}/test-status)', () => {
  let otherHolder = '';
  let testHolder = '';
  let token = '';

  it('shows nothing done before anything happened, and why an install cannot be checked here', async () => {
    // A real customer of the card does not count for the test.
    const other = await issuePass(t, cardId);
    expect((await t.app.request(`/api/pass/apple/${cardId}?token=${other}`)).status).toBe(200);
    otherHolder = (
      await rows<{ id: string }>(sql`select id from pass_holders where card_id = ${cardId} and not is_test`)
    )[0]!.id;
    const before = await status();
    expect(before).toMatchObject({ passed: false, testCustomer: null });
    expect(before.checks).toEqual([
      { key: 'customer', state: 'waiting', at: null, detail: null, reasons: [] },
      { key: 'download', state: 'waiting', at: null, detail: null, reasons: [] },
      {
        key: 'registration',
        state: 'unverifiable',
        at: null,
        detail: null,
        // Development signing for both wallets (no certificate or service account here).
        reasons: ['apple_development_certificate', 'google_development_key'],
      },
      { key: 'message', state: 'waiting', at: null, detail: null, reasons: [] },
      { key: 'scan', state: 'waiting', at: null, detail: null, reasons: [] },
    ]);
  });

  it('turns the customer and the download green from the test customer and its own download', async () => {
    const created = await t.call(
      'POST',
      '/api/pass/validation/test-customer',
      { cardId, name: 'Test Tina', email: 'owner@example.com' },
      auth,
    );
    expect(created.status).toBe(200);
    testHolder = created.json.data.id;
    const code = created.json.validationCode as string;
    expect((await status()).testCustomer).toEqual({
      id: testHolder,
      name: 'Test Tina',
      validationCode: code,
    });
    expect(await states()).toMatchObject({ customer: 'done', download: 'waiting' });

    const validated = await t.call('POST', '/api/pass/validation/validate', { cardId, validationCode: code });
    token = validated.json.data?.token ?? validated.json.token;
    expect(token).toBeTruthy();
    expect((await status()).testCustomer?.validationCode).toBeNull();
    expect(await states()).toMatchObject({ download: 'waiting' });
    expect((await t.app.request(`/api/pass/public/pdf/${cardId}?token=${token}`)).status).toBe(200);
    expect(await states()).toMatchObject({ download: 'done', registration: 'unverifiable' });
  });

  it('turns the registration green when an Apple device registers the test pass', async () => {
    const pkpass = await t.app.request(`/api/pass/apple/${cardId}?token=${token}`);
    const pass = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(await pkpass.arrayBuffer()))['pass.json']),
    ) as { passTypeIdentifier: string; serialNumber: string; authenticationToken: string };
    const registered = await t.call(
      'POST',
      `/api/wallet/apple/v1/devices/wizard-phone-1/registrations/${pass.passTypeIdentifier}/${pass.serialNumber}`,
      { pushToken: 'push-wizard' },
      { authorization: `ApplePass ${pass.authenticationToken}` },
    );
    expect(registered.status).toBe(201);
    expect((await status()).checks.find((c) => c.key === 'registration')).toMatchObject({
      state: 'done',
      detail: 'apple',
      reasons: [],
    });
  });

  it('sends the test message to the test customer only, and shows it delivered once it is on the pass', async () => {
    const sent = await t.call(
      'POST',
      '/api/message',
      { message: 'Testing ☕', businessCardId: cardId, passUserId: testHolder },
      auth,
    );
    expect(sent.json).toMatchObject({ success: true, recipients: 1 });
    expect(await states()).toMatchObject({ message: 'waiting' });
    await drain();
    expect((await status()).checks.find((c) => c.key === 'message')).toMatchObject({
      state: 'done',
      detail: 'Testing ☕',
    });
    expect((await holderRow(testHolder)).message).toBe('Testing ☕');
    expect((await holderRow(otherHolder)).message).toBeNull();

    // Another holder of the card, a holder of another card, another business: refused with 404.
    const other = await signUpWithDemoCard(t, 'someone-else@example.com');
    for (const [body, headers] of [
      [{ message: 'Hi', businessCardId: other.card._id, passUserId: testHolder }, other.auth],
      [{ message: 'Hi', businessCardId: cardId, passUserId: testHolder }, other.auth],
      [{ message: 'Hi', businessCardId: cardId, passUserId: 'not-a-holder' }, auth],
    ] as const) {
      const refused = await t.call('POST', '/api/message', body, headers);
      expect(refused.status).toBe(404);
    }
    await drain();
    expect((await holderRow(otherHolder)).message).toBeNull();
    // A later message to every holder replaces the test message on the pass: no longer proven there.
    await t.call('POST', '/api/message', { message: 'Everyone', businessCardId: cardId }, auth);
    await drain();
    expect((await holderRow(otherHolder)).message).toBe('Everyone');
    expect(await states()).toMatchObject({ message: 'waiting' });
    await t.call(
      'POST',
      '/api/message',
      { message: 'Again', businessCardId: cardId, passUserId: testHolder },
      auth,
    );
    await drain();
    expect(await states()).toMatchObject({ message: 'done' });
  });

  it('turns the scan green only from a scanner device scanning the test pass', async () => {
    expect((await scan((await holderRow(otherHolder)).barcode_message)).status).toBe(200);
    const byOwner = await t.call(
      'POST',
      `/api/pass-users/${testHolder}/action`,
      { actionId: 'add_stamp', value: 1 },
      auth,
    );
    expect(byOwner.status).toBe(200);
    expect(await states()).toMatchObject({ scan: 'waiting' });
    expect((await status()).passed).toBe(false);
    expect((await scan((await holderRow(testHolder)).barcode_message)).status).toBe(200);
    const after = await status();
    expect(after.checks.find((c) => c.key === 'scan')).toMatchObject({ state: 'done', detail: 'Till' });
    expect(after.passed).toBe(true);
  });

  it("answers 404 for another business's card and unknown ids", async () => {
    const other = await signUpWithDemoCard(t, 'stranger@example.com');
    for (const [id, headers] of [
      [cardId, other.auth],
      ['not-a-card', auth],
      ['00000000-0000-4000-8000-000000000000', auth],
    ] as const)
      expect((await t.call('GET', `/api/business-card/${id}/test-status`, undefined, headers)).status).toBe(
        404,
      );
    expect((await t.call('GET', `/api/business-card/${cardId}/test-status`)).status).toBe(401);
  });
});
