import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassHolderRepositoryToken } from '#domain/wallet/index.ts';
import { PEER_PASS_TYPE, startWalletPeers } from '../../../../test/peers/wallet-peers.ts';
import { createTestApp, downloadNewApplePass, signUpWithDemoCard } from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';
import { JobWorkerToken } from '../../tokens.ts';

/**
 * A phone's life with a pass (wallet §7.3 "device simulator"), against the real app, the
 * real job queue and workers, a local HTTP/2 mutual-TLS APNs peer and a local Google
 * token + walletobjects peer.
 */
const ISSUER = '3388000000099999';
const PASS_TYPE = PEER_PASS_TYPE;
let t: Awaited<ReturnType<typeof createTestApp>>;
let peers: Awaited<ReturnType<typeof startWalletPeers>>;
let apns: typeof peers.apns;
let googlePeer: typeof peers.google;
let google: typeof peers.callbacks;
let auth: Record<string, string>;
let cardId: string;

/** A stamp from the dashboard (the scan path: ledger row, push tokens read with the write). */
const stamp = (holderId: string) =>
  t.call('POST', `/api/pass-users/${holderId}/action`, { actionId: 'add_stamp' }, auth);

beforeAll(async () => {
  peers = await startWalletPeers(ISSUER);
  ({ apns, google: googlePeer, callbacks: google } = peers);
  t = await createTestApp(peers.env, { googleRootKeys: async () => google.rootKeys });
  const signedUp = await signUpWithDemoCard(t, 'phone@example.com');
  auth = signedUp.auth;
  cardId = signedUp.card._id;
}, 60_000);
afterAll(() => peers?.close());

const base = '/api/wallet/apple/v1';
const passJsonOf = async (res: Response) =>
  JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array(await res.arrayBuffer()))['pass.json'])) as {
    serialNumber: string;
    authenticationToken: string;
    storeCard: { headerFields: { key: string; value: string; changeMessage?: string }[] };
  };
const positionOf = (pass: Awaited<ReturnType<typeof passJsonOf>>) =>
  pass.storeCard.headerFields.find((f) => f.changeMessage);
const drain = () => use(t.container, JobWorkerToken).drain();

describe('a pass on a phone follows the holder and the card', () => {
  it('register → stamp → APNs push and Google PATCH → list → download shows the new count', async () => {
    const pass = await passJsonOf(await downloadNewApplePass(t, cardId));
    const apple = { authorization: `ApplePass ${pass.authenticationToken}` };
    const token = pass.authenticationToken;
    // The holder also takes the pass to Google Wallet: the save link marks the object as linked.
    expect((await t.call('GET', `/api/pass/google/${cardId}?token=${token}`)).status).toBe(302);
    const registration = `${base}/devices/phone-1/registrations/${PASS_TYPE}/${pass.serialNumber}`;
    expect((await t.call('POST', registration, { pushToken: 'push-token-1' }, apple)).status).toBe(201);
    const first = await t.call('GET', `${base}/devices/phone-1/registrations/${PASS_TYPE}`);
    expect(first.json.serialNumbers).toEqual([pass.serialNumber]);
    expect(positionOf(pass)?.value).toMatch(/^0/);

    const holder = await use(t.container, PassHolderRepositoryToken).findBySerial(pass.serialNumber);
    const stamped = await stamp(holder!.id);
    expect(stamped).toMatchObject({ status: 200, json: { data: { stamps: 1 } } });
    await drain();

    expect(apns.pushes.filter((p) => p.pushToken === 'push-token-1')).toEqual([
      expect.objectContaining({ topic: PASS_TYPE, body: '{}', clientUid: PASS_TYPE }),
    ]);
    const objectId = `${ISSUER}.${pass.serialNumber}`;
    const calls = googlePeer.requests.map((r) => `${r.method} ${r.path}`);
    expect(calls).toContain(`PATCH loyaltyObject/${objectId}`);
    expect(calls).toContain(`POST loyaltyObject/${objectId}/addMessage`);
    expect(googlePeer.stored.get(`loyaltyObject/${objectId}`)).toMatchObject({
      loyaltyPoints: { balance: { string: expect.stringMatching(/^1/) } },
    });
    const notice = googlePeer.requests.find((r) => r.path.endsWith('/addMessage'))!.body.message as {
      body: string;
      messageType: string;
    };
    expect(notice).toMatchObject({ messageType: 'TEXT_AND_NOTIFY', body: expect.stringMatching(/1/) });

    const changed = await t.call(
      'GET',
      `${base}/devices/phone-1/registrations/${PASS_TYPE}?passesUpdatedSince=${first.json.lastUpdated}`,
    );
    expect(changed.status).toBe(200);
    expect(changed.json.serialNumbers).toEqual([pass.serialNumber]);
    const latest = await passJsonOf(
      await t.app.request(`${base}/passes/${PASS_TYPE}/${pass.serialNumber}`, { headers: apple }),
    );
    expect(positionOf(latest)).toMatchObject({
      value: expect.stringMatching(/^1/),
      changeMessage: expect.stringContaining('%@'),
    });
    expect(latest.authenticationToken).toBe(pass.authenticationToken);
  });

  it('spends only three notifications a day per Google pass, then updates silently', async () => {
    const pass = await passJsonOf(await downloadNewApplePass(t, cardId));
    await t.call('GET', `/api/pass/google/${cardId}?token=${pass.authenticationToken}`);
    const holder = await use(t.container, PassHolderRepositoryToken).findBySerial(pass.serialNumber);
    for (let i = 0; i < 5; i++) {
      await stamp(holder!.id);
      await drain();
    }
    const types = googlePeer.requests
      .filter((r) => r.path === `loyaltyObject/${ISSUER}.${pass.serialNumber}/addMessage`)
      .map((r) => (r.body.message as { messageType: string }).messageType);
    expect(types).toEqual(['TEXT_AND_NOTIFY', 'TEXT_AND_NOTIFY', 'TEXT_AND_NOTIFY', 'TEXT', 'TEXT']);
  });

  it('forgets a device APNs reports as gone, and retries a busy APNs later', async () => {
    const pass = await passJsonOf(await downloadNewApplePass(t, cardId));
    const apple = { authorization: `ApplePass ${pass.authenticationToken}` };
    const holder = await use(t.container, PassHolderRepositoryToken).findBySerial(pass.serialNumber);
    await t.call(
      'POST',
      `${base}/devices/phone-2/registrations/${PASS_TYPE}/${pass.serialNumber}`,
      { pushToken: 'gone-token' },
      apple,
    );
    apns.script('gone-token', { status: 410, reason: 'Unregistered' });
    await stamp(holder!.id);
    await drain();
    expect((await t.call('GET', `${base}/devices/phone-2/registrations/${PASS_TYPE}`)).status).toBe(204);

    await t.call(
      'POST',
      `${base}/devices/phone-3/registrations/${PASS_TYPE}/${pass.serialNumber}`,
      { pushToken: 'busy-token' },
      apple,
    );
    apns.script('busy-token', { status: 429, reason: 'TooManyRequests' });
    await stamp(holder!.id);
    await drain();
    const busy = apns.pushes.filter((p) => p.pushToken === 'busy-token');
    expect(busy).toHaveLength(1);
    // The retry waits for its backoff: nothing is due yet, and the registration stays.
    expect((await t.call('GET', `${base}/devices/phone-3/registrations/${PASS_TYPE}`)).status).toBe(200);
  });

  it('publishing the card again pushes every device and updates the Google class', async () => {
    apns.pushes.length = 0;
    googlePeer.requests.length = 0;
    const card = (await t.call('GET', `/api/business-card/${cardId}`, undefined, auth)).json.data;
    await t.call(
      'PUT',
      `/api/business-card/${cardId}`,
      { ...card, info: { ...card.info, passDescription: 'Coffee club' } },
      auth,
    );
    expect((await t.call('POST', `/api/business-card/${cardId}/publish`, undefined, auth)).status).toBe(200);
    await drain();
    expect(apns.pushes.map((p) => p.pushToken)).toContain('push-token-1');
    expect(googlePeer.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `PATCH loyaltyClass/${ISSUER}.${cardId}`,
    );
    expect(googlePeer.stored.get(`loyaltyClass/${ISSUER}.${cardId}`)).toMatchObject({
      programName: 'Coffee club',
    });
  });

  it('records Google save and delete callbacks once, and stops patching a removed pass', async () => {
    const pass = await passJsonOf(await downloadNewApplePass(t, cardId));
    await t.call('GET', `/api/pass/google/${cardId}?token=${pass.authenticationToken}`);
    const objectId = `${ISSUER}.${pass.serialNumber}`;
    const event = (eventType: 'save' | 'del', nonce: string) =>
      google.sign({
        objectId,
        classId: `${ISSUER}.${cardId}`,
        eventType,
        nonce,
        expTimeMillis: Date.now() + 60_000,
      });
    const saved = await t.call('POST', '/api/wallet/google/callback', event('save', 'n-save'));
    expect(saved).toMatchObject({ status: 200, json: { data: { outcome: 'recorded' } } });
    const deleted = event('del', 'n-del');
    expect((await t.call('POST', '/api/wallet/google/callback', deleted)).json.data.outcome).toBe('recorded');
    expect((await t.call('POST', '/api/wallet/google/callback', deleted)).json.data.outcome).toBe(
      'duplicate',
    );
    const tampered = { ...deleted, signedMessage: deleted.signedMessage.replace('del', 'save') };
    expect(await t.call('POST', '/api/wallet/google/callback', tampered)).toMatchObject({
      status: 400,
      json: { success: false, message: 'The Google Wallet callback could not be verified.' },
    });
    expect((await t.call('POST', '/api/wallet/google/callback', { nope: 1 })).status).toBe(400);

    googlePeer.requests.length = 0;
    const holder = await use(t.container, PassHolderRepositoryToken).findBySerial(pass.serialNumber);
    expect(holder?.googleState).toBe('removed');
    await stamp(holder!.id);
    await drain();
    expect(googlePeer.requests.filter((r) => r.path.includes(pass.serialNumber))).toEqual([]);
  });
  it('a message reaches every pass (Apple back field with a change message, Google addMessage), and the stats count it', async () => {
    const pass = await passJsonOf(await downloadNewApplePass(t, cardId));
    const apple = { authorization: `ApplePass ${pass.authenticationToken}` };
    await t.call(
      'POST',
      `${base}/devices/phone-9/registrations/${PASS_TYPE}/${pass.serialNumber}`,
      { pushToken: 'push-token-9' },
      apple,
    );
    await t.call('GET', `/api/pass/google/${cardId}?token=${pass.authenticationToken}`);
    apns.pushes.length = 0;
    googlePeer.requests.length = 0;

    expect(
      (await t.call('POST', '/api/message', { message: '   ', businessCardId: cardId }, auth)).json,
    ).toEqual({
      success: false,
      code: 'messaging.empty',
      field: 'message',
      message: 'message: Please enter a message',
    });
    expect(
      (await t.call('POST', '/api/message', { message: 'x'.repeat(179), businessCardId: cardId }, auth))
        .status,
    ).toBe(400);
    const other = await signUpWithDemoCard(t, 'phone-other@example.com');
    expect(
      (await t.call('POST', '/api/message', { message: 'Hi', businessCardId: cardId }, other.auth)).status,
    ).toBe(404);
    expect((await t.call('GET', `/api/business-card/${cardId}/stats`, undefined, other.auth)).status).toBe(
      404,
    );

    const sent = await t.call(
      'POST',
      '/api/message',
      { message: '  Happy hour 🍺 from 5 pm ', businessCardId: cardId },
      auth,
    );
    expect(sent.json).toMatchObject({ success: true, message: 'Message Sent Successfully' });
    expect(sent.json.recipients).toBeGreaterThan(1);
    await drain();
    expect(apns.pushes.map((p) => p.pushToken)).toContain('push-token-9');
    const notices = googlePeer.requests
      .filter((r) => r.path === `loyaltyObject/${ISSUER}.${pass.serialNumber}/addMessage`)
      .map((r) => (r.body.message as { body: string }).body);
    expect(notices).toEqual(['Happy hour 🍺 from 5 pm']);
    const latest = (await passJsonOf(
      await t.app.request(`${base}/passes/${PASS_TYPE}/${pass.serialNumber}`, { headers: apple }),
    )) as unknown as { storeCard: { backFields: { key: string; value: string; changeMessage?: string }[] } };
    expect(latest.storeCard.backFields[0]).toEqual({
      key: 'message',
      label: expect.any(String),
      value: 'Happy hour 🍺 from 5 pm',
      changeMessage: '%@',
    });

    const stats = (await t.call('GET', `/api/business-card/${cardId}/stats`, undefined, auth)).json.data;
    expect(stats).toMatchObject({
      meesageSentLast7days: 1,
      messagesLastMonth: 1,
      messagesAllTime: 1,
      installAllTime: expect.any(Number),
      createdAt: expect.any(String),
      lastMessage: {
        text: 'Happy hour 🍺 from 5 pm',
        delivered: sent.json.recipients,
        finishedAt: expect.any(String),
      },
    });
    expect(stats.installAllTime).toBeGreaterThanOrEqual(2);
    expect(stats.installLast7Days).toBe(stats.installAllTime);
    expect(stats.activeCards).toBeGreaterThanOrEqual(2);
  });
});
