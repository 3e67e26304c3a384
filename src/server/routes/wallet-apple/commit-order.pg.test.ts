import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPassVersion, passHolders } from '#adapters/persistence/schema.ts';
import { PassHolderRepositoryToken } from '#domain/wallet/index.ts';
import {
  createTestApp,
  issuePass,
  settlePassVersions,
  signUpWithDemoCard,
} from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';

/**
 * On PostgreSQL two writes run at once: one can take a lower version and commit after another
 * took a higher one and committed. A device that lists its passes in between must not get a tag
 * past the late one, or it would never hear of that change.
 */
const PASS_TYPE = 'pass.app.passdeck.dev';
const base = '/api/wallet/apple/v1';
let t: Awaited<ReturnType<typeof createTestApp>>;
let cardId: string;

beforeAll(async () => {
  t = await createTestApp();
  cardId = (await signUpWithDemoCard(t, 'commit-order@example.com')).card._id;
}, 60_000);

const holderOf = async (token: string) =>
  (await use(t.container, PassHolderRepositoryToken).findByToken(cardId, token))!;

describe('pass versions under concurrent writes (PostgreSQL)', () => {
  it('keeps the tag below a version whose write commits late', async () => {
    const [slow, fast] = [
      await holderOf(await issuePass(t, cardId)),
      await holderOf(await issuePass(t, cardId)),
    ];
    for (const holder of [slow, fast]) {
      const path = `${base}/devices/phone-two/registrations/${PASS_TYPE}/${holder.serialNumber}`;
      const apple = { authorization: `ApplePass ${holder.authenticationToken}` };
      expect((await t.call('POST', path, { pushToken: 'push-two' }, apple)).status).toBe(201);
    }
    const list = () => t.call('GET', `${base}/devices/phone-two/registrations/${PASS_TYPE}`);
    const since = async (tag: string) =>
      t.call('GET', `${base}/devices/phone-two/registrations/${PASS_TYPE}?passesUpdatedSince=${tag}`);
    // Passes issued over PASS_VERSION_SETTLE_MS ago are settled: the device's tag covers them.
    await settlePassVersions(t);
    const synced = (await list()).json.lastUpdated as string;
    expect((await since(synced)).status).toBe(204);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const tookVersion = new Promise<void>((resolve) => (taken = resolve));
    // The slow write takes its version first and holds its transaction open.
    const slowWrite = t.database.db.transaction(async (tx) => {
      await tx
        .update(passHolders)
        .set({ stamps: 5, updatedAt: new Date(), ...newPassVersion() })
        .where(eq(passHolders.id, slow.id));
      taken();
      await held;
    });
    await tookVersion;
    // The fast write takes a higher version and commits at once.
    await t.database.db
      .update(passHolders)
      .set({ stamps: 1, updatedAt: new Date(), ...newPassVersion() })
      .where(eq(passHolders.id, fast.id));
    const [versions] = (
      (await t.database.db.execute(
        sql`select max(pass_version)::int as max from pass_holders where id in (${fast.id}, ${slow.id})`,
      )) as unknown as { rows: { max: number }[] }
    ).rows;
    const during = await since(synced);
    expect(during.json.serialNumbers).toEqual([fast.serialNumber]);
    // The fast version is visible, but the tag must not pass the slow one still being written.
    expect(during.json.lastUpdated).toBe(synced);
    expect(versions!.max).toBeGreaterThan(Number(synced.slice(1)));

    release();
    await slowWrite;
    const after = await since(during.json.lastUpdated);
    expect(after.json.serialNumbers).toEqual(expect.arrayContaining([slow.serialNumber, fast.serialNumber]));
    // Once both are older than any write takes to commit, the tag moves past them.
    await settlePassVersions(t);
    const settled = await since(after.json.lastUpdated);
    expect(settled.json.serialNumbers).toEqual(
      expect.arrayContaining([slow.serialNumber, fast.serialNumber]),
    );
    expect((await since(settled.json.lastUpdated)).status).toBe(204);
  });
});
