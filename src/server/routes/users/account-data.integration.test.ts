import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountRepositoryToken, AuthUseCases } from '#domain/auth/index.ts';
import { createTestApp, issuePass } from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});

const openAccount = async (email: string, join?: { businessId: string; role: 'admin' | 'staff' }) => {
  const made = await use(
    t.container,
    AuthUseCases.openAccount,
  )({
    email,
    password: 'orange-kite-41',
    verifiedAt: new Date(),
    ...(join ? { join } : {}),
  });
  if (!made.ok) throw new Error(email);
  return { id: made.value._id, auth: { authorization: `Bearer ${made.value.access_token}` } };
};

describe('data export and account deletion (issue 21)', () => {
  it('exports every record of the business as JSON and the customers as CSV, without credentials', async () => {
    const owner = await openAccount('export@data.test');
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, owner.auth))
      .json.data;
    await issuePass(t, card._id);
    await t.call('POST', '/api/auth/api-keys', { deviceName: 'Till' }, owner.auth);
    const res = await t.call('GET', '/api/users/me/export', undefined, owner.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="passdeck-export_\d{4}-\d\d-\d\d\.zip"$/,
    );
    const bytes = new Uint8Array(
      await (await t.app.request('/api/users/me/export', { headers: owner.auth })).arrayBuffer(),
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(
      [
        'business.json',
        'cards.json',
        'customers.csv',
        'customers.json',
        'invitations.json',
        'ledger.json',
        'members.json',
        'messages.json',
        'pointsRules.json',
        'scannerDevices.json',
        'uploads.json',
        'walletDevices.json',
      ].sort(),
    );
    const members = JSON.parse(strFromU8(files['members.json']!));
    expect(members).toHaveLength(1);
    expect(members[0].email).toBe('export@data.test');
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');
    expect(everything).not.toMatch(/passwordHash|password_hash|keyDigest|authToken|argon2/i);
    expect(JSON.parse(strFromU8(files['cards.json']!))).toHaveLength(1);
    expect(JSON.parse(strFromU8(files['customers.json']!))).toHaveLength(1);
    expect(strFromU8(files['customers.csv']!).split('\r\n')[0]).toContain('Name');
  });

  it('lets only an owner with the password delete the business; everything of it goes', async () => {
    const owner = await openAccount('gone@data.test');
    const card = (await t.call('POST', '/api/business-card/demo', { passType: 'stamp_card' }, owner.auth))
      .json.data;
    await issuePass(t, card._id);
    const account = await use(t.container, AccountRepositoryToken).findById(owner.id);
    const admin = await openAccount('admin@data.test', { businessId: account!.businessId, role: 'admin' });

    expect((await t.call('DELETE', '/api/users/me', { password: 'orange-kite-41' }, admin.auth)).status).toBe(
      403,
    );
    const wrong = await t.call('DELETE', '/api/users/me', { password: 'not-the-password' }, owner.auth);
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'auth.current_password_wrong', field: 'password' });
    expect((await t.call('DELETE', '/api/users/me', {}, owner.auth)).status).toBe(400);

    const deleted = await t.call('DELETE', '/api/users/me', { password: 'orange-kite-41' }, owner.auth);
    expect(deleted.json).toEqual({
      success: true,
      data: { deleted: true, cards: 1, customers: 1, members: 2 },
    });
    expect((await t.call('GET', '/api/users/me', undefined, owner.auth)).status).toBe(401);
    expect((await t.call('GET', '/api/business-card', undefined, admin.auth)).status).toBe(401);
    expect((await t.call('GET', `/api/pass/card/${card._id}`)).status).toBe(404);
    expect(
      (await t.call('POST', '/api/auth/login', { email: 'gone@data.test', password: 'orange-kite-41' }))
        .status,
    ).toBe(401);
  });
});
