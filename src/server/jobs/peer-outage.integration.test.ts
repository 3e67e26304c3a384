import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassHolderRepositoryToken } from '#domain/wallet/index.ts';
import { startSmtpPeer } from '../../../test/peers/smtp-peer.ts';
import { PEER_PASS_TYPE, startWalletPeers } from '../../../test/peers/wallet-peers.ts';
import { ledgerInvariants } from '../../../test/setup/invariants.ts';
import { createTestApp, downloadNewApplePass, signUpWithDemoCard } from '../../../test/setup/test-app.ts';
import { use } from '../http/api.ts';
import { JobWorkerToken } from '../tokens.ts';

/**
 * Outside peers failing for a simulated hour (issue 22, chaos): APNs, Google Wallet (its token
 * endpoint too) and the SMTP server do not answer, then answer 500/503/421, then 429, while customers
 * collect stamps and an invitation is sent. The server's clock runs an hour and more ahead in
 * steps with the worker draining at each, as its poll would; after the peers recover every job is
 * delivered (none dead-lettered), and a refusal that will not get better is dead-lettered at once
 * and shown to the business. The ledger invariants hold at the end.
 */
const ISSUER = '3388000000077777';
const HOLDERS = 3;
const STEP_MS = 10_000;

let skipped = 0;
let t: Awaited<ReturnType<typeof createTestApp>>;
let peers: Awaited<ReturnType<typeof startWalletPeers>>;
let apns: typeof peers.apns;
let google: typeof peers.google;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let auth: Record<string, string>;
let cardId: string;
const holders: { id: string; serial: string; pushToken: string }[] = [];

const drain = () => use(t.container, JobWorkerToken).drain();
/** Moves the server's clock `ms` ahead in worker-poll steps, draining the queue at each. */
const runFor = async (ms: number) => {
  for (let passed = 0; passed < ms; passed += STEP_MS) {
    skipped += STEP_MS;
    await drain();
  }
};
interface JobRow {
  type: string;
  dead: boolean;
  attempts: number;
  last_error: string | null;
}
const jobRows = async () =>
  (
    (await t.database.db.execute(
      sql`select type, dead_at is not null as dead, attempts, last_error from jobs order by id`,
    )) as unknown as { rows: JobRow[] }
  ).rows;

beforeAll(async () => {
  peers = await startWalletPeers(ISSUER);
  ({ apns, google } = peers);
  smtp = await startSmtpPeer();
  t = await createTestApp(
    { ...peers.env, SMTP_URL: smtp.url },
    {
      googleRootKeys: async () => peers.callbacks.rootKeys,
      clock: { now: () => new Date(Date.now() + skipped) },
      // A peer that does not answer fails the call after this long (10 s in production).
      peerTimeoutMs: 300,
    },
  );
  const signedUp = await signUpWithDemoCard(t, 'outage@example.com');
  auth = signedUp.auth;
  cardId = signedUp.card._id;
  for (let i = 0; i < HOLDERS; i++) {
    const archive = unzipSync(new Uint8Array(await (await downloadNewApplePass(t, cardId)).arrayBuffer()));
    const pass = JSON.parse(new TextDecoder().decode(archive['pass.json'])) as {
      serialNumber: string;
      authenticationToken: string;
    };
    const pushToken = `outage-push-${i}`;
    const registration = `/api/wallet/apple/v1/devices/outage-phone-${i}/registrations/${PEER_PASS_TYPE}/${pass.serialNumber}`;
    await t.call(
      'POST',
      registration,
      { pushToken },
      { authorization: `ApplePass ${pass.authenticationToken}` },
    );
    // The holder takes the pass to Google Wallet too: its object is created by a job.
    await t.call('GET', `/api/pass/google/${cardId}?token=${pass.authenticationToken}`);
    const holder = await use(t.container, PassHolderRepositoryToken).findBySerial(pass.serialNumber);
    holders.push({ id: holder!.id, serial: pass.serialNumber, pushToken });
  }
  await drain();
}, 60_000);

afterAll(async () => {
  await peers?.close();
  await smtp?.close();
});

describe('outside peers failing for an hour (issue 22, chaos)', () => {
  it('delivers every push, Google update and email once the peers are back, and loses no stamp', async () => {
    // First the peers do not answer at all: a call must give up, not hold its job.
    apns.outage('hang');
    google.outage('hang');
    smtp.refuseWith(421, 'Service not available, try again later');
    const pushesBefore = apns.pushes.length;
    for (const holder of holders)
      for (let stamp = 0; stamp < 2; stamp++)
        expect(
          (await t.call('POST', `/api/pass-users/${holder.id}/action`, { actionId: 'add_stamp' }, auth))
            .status,
        ).toBe(200);
    const invited = await t.call(
      'POST',
      '/api/email/send-invitation',
      { email: 'late-guest@example.com', cardId },
      auth,
    );
    expect(invited.status).toBe(200);
    const invitationStatus = async () =>
      (await t.call('GET', `/api/email/invitation-status/${invited.json.data.customerId}`, undefined, auth))
        .json.data.status;

    await runFor(20 * 60_000);
    apns.outage({ status: 500, reason: 'InternalServerError' });
    google.outage({ status: 503 });
    await runFor(20 * 60_000);
    apns.outage({ status: 429, reason: 'TooManyRequests' });
    google.outage({ status: 429 });
    await runFor(20 * 60_000);

    // An hour later nothing has got through, nothing is given up, and the business sees it retried.
    const waiting = await jobRows();
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.filter((job) => job.dead)).toEqual([]);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes('late-guest@example.com'))).toEqual([]);
    expect(await invitationStatus()).toBe('retrying');

    apns.outage(null);
    google.outage(null);
    smtp.refuseWith(null);
    await runFor(80 * 60_000);

    expect(await jobRows()).toEqual([]);
    const delivered = apns.pushes.slice(pushesBefore).map((push) => push.pushToken);
    for (const holder of holders) expect(delivered).toContain(holder.pushToken);
    for (const holder of holders)
      expect(google.stored.get(`loyaltyObject/${ISSUER}.${holder.serial}`)).toMatchObject({
        loyaltyPoints: { balance: { string: expect.stringMatching(/^2/) } },
      });
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes('late-guest@example.com'))).toHaveLength(
      1,
    );
    expect(await invitationStatus()).toBe('sent');
    expect(await ledgerInvariants(t.database.db)).toEqual([]);
  }, 120_000);

  it('dead-letters at once what will not get better, and the business sees it failed', async () => {
    smtp.refuseWith(550, 'No such user');
    const invited = await t.call(
      'POST',
      '/api/email/send-invitation',
      { email: 'gone@example.com', cardId },
      auth,
    );
    await runFor(60_000);
    smtp.refuseWith(null);
    expect(await jobRows()).toEqual([
      expect.objectContaining({ dead: true, attempts: 1, last_error: expect.stringContaining('550') }),
    ]);
    const status = await t.call(
      'GET',
      `/api/email/invitation-status/${invited.json.data.customerId}`,
      undefined,
      auth,
    );
    expect(status.json.data).toEqual({ status: 'failed' });
    expect(await ledgerInvariants(t.database.db)).toEqual([]);
  });
});
