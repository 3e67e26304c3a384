import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { PassHolderRepositoryToken } from '#domain/wallet/index.ts';
import { fixedClock } from '../../../../test/fakes/auth-fakes.ts';
import {
  createTestApp,
  issuePass,
  settlePassVersions,
  signUpWithDemoCard,
} from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';

/**
 * Changes closer together than a second, or than a millisecond, against a device that behaves
 * like iOS: it asks which passes changed since its tag, and fetches each with the
 * If-Modified-Since of the copy it holds (a 304 keeps the old copy). The server's clock is
 * frozen, so every change of a round happens within the same millisecond.
 */
const PASS_TYPE = 'pass.app.passdeck.dev';
const base = '/api/wallet/apple/v1';
let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let cardId: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: fixedClock('2026-11-25T12:00:00.000Z') });
  const signedUp = await signUpWithDemoCard(t, 'subsecond@example.com');
  auth = signedUp.auth;
  cardId = signedUp.card._id;
}, 60_000);

interface Copy {
  readonly stamps: string;
  readonly lastModified: string;
}

/** A phone's Wallet: its passes' copies and its tag, kept in sync as iOS does. */
const aDevice = (id: string, token: string) => {
  const apple = { authorization: `ApplePass ${token}` };
  const copies = new Map<string, Copy>();
  let tag: string | null = null;
  const read = async (res: Response): Promise<Copy> => {
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const pass = JSON.parse(new TextDecoder().decode(files['pass.json'])) as {
      storeCard: { headerFields: { key: string; value: string }[] };
    };
    return {
      stamps: pass.storeCard.headerFields.find((f) => f.key === 'position')!.value,
      lastModified: res.headers.get('last-modified')!,
    };
  };
  return {
    copies,
    async install(serialNumber: string, download: Response) {
      copies.set(serialNumber, await read(download));
      const path = `${base}/devices/${id}/registrations/${PASS_TYPE}/${serialNumber}`;
      expect((await t.call('POST', path, { pushToken: `push-${id}` }, apple)).status).toBe(201);
    },
    async sync() {
      const list = await t.call(
        'GET',
        `${base}/devices/${id}/registrations/${PASS_TYPE}${tag ? `?passesUpdatedSince=${tag}` : ''}`,
      );
      if (list.status === 204) return;
      expect(list.status).toBe(200);
      tag = list.json.lastUpdated;
      for (const serial of list.json.serialNumbers as string[]) {
        const res = await t.app.request(`${base}/passes/${PASS_TYPE}/${serial}`, {
          headers: { ...apple, 'if-modified-since': copies.get(serial)!.lastModified },
        });
        if (res.status === 200) copies.set(serial, await read(res));
        else expect(res.status).toBe(304);
      }
    },
  };
};

const stamp = (holderId: string) =>
  t.call('POST', `/api/pass-users/${holderId}/action`, { actionId: 'add_stamp' }, auth);

describe('a device never keeps a stale pass', () => {
  it('ends on the latest pass after changes within one millisecond, whenever it syncs', async () => {
    const token = await issuePass(t, cardId);
    const download = await t.app.request(`/api/pass/apple/${cardId}?token=${token}`);
    const holder = await use(t.container, PassHolderRepositoryToken).findByToken(cardId, token);
    const device = aDevice('phone-subsecond', token);
    await device.install(holder!.serialNumber, download);
    // Rounds of one to three changes in the same millisecond, the device syncing after some of
    // them (a push arriving mid-burst) and always at the end of the round.
    const rounds = [[1], [2], [1, 1], [3], [2, 1], [1, 1, 1], [1]];
    let stamps = 0;
    for (const round of rounds) {
      for (const [i, changes] of round.entries()) {
        for (let n = 0; n < changes; n++) expect((await stamp(holder!.id)).status).toBe(200);
        stamps += changes;
        if (i < round.length - 1) await device.sync();
      }
      await device.sync();
      expect(device.copies.get(holder!.serialNumber)?.stamps).toBe(
        // Stamps past a full card start the next one, with the reward waiting.
        stamps < 10 ? `${stamps} of 10` : `${stamps - 10} of 10 · 1 reward ready`,
      );
    }
    // In sync and unchanged: once settled, the device is told nothing changed.
    await settlePassVersions(t);
    const list = await t.call('GET', `${base}/devices/phone-subsecond/registrations/${PASS_TYPE}`);
    expect(
      (
        await t.call(
          'GET',
          `${base}/devices/phone-subsecond/registrations/${PASS_TYPE}?passesUpdatedSince=${list.json.lastUpdated}`,
        )
      ).status,
    ).toBe(204);
  });

  it('sees a republished design even when its holder did not change', async () => {
    const token = await issuePass(t, cardId);
    const download = await t.app.request(`/api/pass/apple/${cardId}?token=${token}`);
    const holder = await use(t.container, PassHolderRepositoryToken).findByToken(cardId, token);
    const device = aDevice('phone-design', token);
    await device.install(holder!.serialNumber, download);
    await device.sync();
    const etag = (
      await t.app.request(`${base}/passes/${PASS_TYPE}/${holder!.serialNumber}`, {
        headers: { authorization: `ApplePass ${token}` },
      })
    ).headers.get('etag');
    expect((await t.call('POST', `/api/business-card/${cardId}/publish`, undefined, auth)).status).toBe(200);
    const list = await t.call('GET', `${base}/devices/phone-design/registrations/${PASS_TYPE}`);
    expect(list.json.serialNumbers).toEqual([holder!.serialNumber]);
    const after = await t.app.request(`${base}/passes/${PASS_TYPE}/${holder!.serialNumber}`, {
      headers: { authorization: `ApplePass ${token}`, 'if-none-match': etag! },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });
});
