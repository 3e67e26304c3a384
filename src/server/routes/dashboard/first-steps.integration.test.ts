import { describe, expect, it } from 'vitest';
import { createTestApp, downloadNewApplePass, signUpWithDemoCard } from '../../../../test/setup/test-app.ts';
import { unzipSync } from 'fflate';

describe('GET /api/dashboard/first-steps (issue 23, first-run guidance)', () => {
  it('ticks each step as the business takes it, from its own data only', async () => {
    const t = await createTestApp();
    const other = await signUpWithDemoCard(t, 'busy@example.com');
    await downloadNewApplePass(t, other.card._id);
    const fresh = await t.register('new@example.com', 'orange-kite-41');
    const auth = { authorization: `Bearer ${fresh.json.data.access_token}` };
    const done = async () => {
      const answer = await t.call('GET', '/api/dashboard/first-steps', undefined, auth);
      expect(answer.status).toBe(200);
      return answer.json.data as { steps: { key: string; done: boolean }[]; testCardId: string | null };
    };
    const ticked = async () => (await done()).steps.filter((s) => s.done).map((s) => s.key);

    // Another business's card, customer and scans do not tick anything here.
    expect(await done()).toEqual({
      steps: ['createCard', 'publishCard', 'addTestCustomer', 'pairScanner', 'scan'].map((key) => ({
        key,
        done: false,
      })),
      testCardId: null,
    });
    const key = (await t.call('POST', '/api/auth/api-keys', { deviceName: 'Till' }, auth)).json.data.key;
    // A key alone pairs nothing: the step is done once a device has signed in with it.
    expect(await ticked()).toEqual([]);
    expect((await t.call('GET', '/api/scanner/session', undefined, { 'x-device-key': key })).status).toBe(
      200,
    );
    expect(await ticked()).toEqual(['pairScanner']);
    // The demo card is created and published at once.
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, auth)).json
      .data;
    expect(await ticked()).toEqual(['createCard', 'publishCard', 'pairScanner']);
    expect((await done()).testCardId).toBe(card._id);
    const pass = unzipSync(new Uint8Array(await (await downloadNewApplePass(t, card._id)).arrayBuffer()));
    const barcode = JSON.parse(new TextDecoder().decode(pass['pass.json'])).barcodes[0].message;
    // Someone else's pass is a customer, not the owner adding themselves.
    expect(await ticked()).toEqual(['createCard', 'publishCard', 'pairScanner']);
    const testCustomer = { cardId: card._id, name: 'Me Testing', email: 'me@first.test' };
    expect((await t.call('POST', '/api/pass/validation/test-customer', testCustomer, auth)).status).toBe(200);
    expect(await ticked()).toEqual(['createCard', 'publishCard', 'addTestCustomer', 'pairScanner']);
    await t.call(
      'POST',
      '/api/scanner/action',
      { barcode, actionId: 'add_stamp', idempotencyKey: 'first-scan' },
      { 'x-device-key': key },
    );
    expect((await done()).steps.every((s) => s.done)).toBe(true);
    expect((await t.call('GET', '/api/dashboard/first-steps')).status).toBe(401);
  });
});
