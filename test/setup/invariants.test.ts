import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerInvariants } from './invariants.ts';
import { createTestApp, issuePass, signUpWithDemoCard } from './test-app.ts';

describe('ledgerInvariants (the chaos scenarios’ end check)', () => {
  it('finds nothing after ordinary stamps, and names a holder whose counters left its ledger', async () => {
    const t = await createTestApp();
    const { auth, card } = await signUpWithDemoCard(t, 'invariants@example.com');
    await issuePass(t, card._id);
    const holder = (await t.call('GET', '/api/pass-users', undefined, auth)).json.data.items[0].id;
    for (let i = 0; i < 2; i++)
      await t.call('POST', `/api/pass-users/${holder}/action`, { actionId: 'add_stamp' }, auth);
    expect(await ledgerInvariants(t.database.db)).toEqual([]);
    await t.database.db.execute(sql`update pass_holders set stamps = 7 where id = ${holder}`);
    await t.database.db.execute(sql`update holder_ledger set stamps_delta = 3 where id = (
      select max(id) from holder_ledger where holder_id = ${holder})`);
    expect(await ledgerInvariants(t.database.db)).toEqual([
      expect.stringMatching(/^ledger row \d+ of holder .* does not follow the one before$/),
      `holder ${holder} has 7 stamps and 0 points, its ledger 2 and 0`,
    ]);
  });
});
