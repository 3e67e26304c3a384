import { beforeAll, describe, expect, it } from 'vitest';
import { AccountRepositoryToken, AuthUseCases } from '#domain/auth/index.ts';
import { newestMailTo } from '../../../../test/setup/outbox.ts';
import { createTestApp } from '../../../../test/setup/test-app.ts';
import { use } from '../../http/api.ts';
import { JobWorkerToken } from '../../tokens.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const open = use(t.container, AuthUseCases.openAccount);
  const made = await open({ email: 'profile@acct.test', password: 'orange-kite-41', verifiedAt: new Date() });
  if (!made.ok) throw new Error('owner');
  owner = { authorization: `Bearer ${made.value.access_token}` };
  const { businessId } = (await use(t.container, AccountRepositoryToken).findById(made.value._id))!;
  const member = await open({
    email: 'staff@acct.test',
    password: 'orange-kite-41',
    verifiedAt: new Date(),
    join: { businessId, role: 'staff' },
  });
  if (!member.ok) throw new Error('staff');
  staff = { authorization: `Bearer ${member.value.access_token}` };
});

describe('the account page API (issue 21)', () => {
  it('saves the profile, with validation messages per field', async () => {
    const bad = await t.call('PATCH', '/api/users/me', { firstName: ' ', lastName: 'Silva' }, owner);
    expect(bad.json).toMatchObject({ code: 'validation.required', field: 'firstName' });
    const saved = await t.call(
      'PATCH',
      '/api/users/me',
      { firstName: 'Ana', lastName: 'Silva', phoneNumber: '', language: 'pt', marketingOptIn: true },
      owner,
    );
    expect(saved.json.data).toMatchObject({
      firstName: 'Ana',
      lastName: 'Silva',
      phoneNumber: null,
      marketingOptIn: true,
    });
  });

  it('saves the business for owners and admins only, checking time zone, country and currency', async () => {
    const business = {
      name: 'Café Sol',
      type: 'cafe',
      logoUrl: null,
      address: 'Rua Augusta 1, Lisboa',
      timeZone: 'Europe/Lisbon',
      country: 'PT',
      currency: 'EUR',
    };
    expect((await t.call('PUT', '/api/business', business, staff)).status).toBe(403);
    expect(
      (await t.call('PUT', '/api/business', { ...business, timeZone: 'Mars/Olympus' }, owner)).json,
    ).toMatchObject({
      code: 'validation.time_zone_invalid',
      field: 'timeZone',
    });
    expect((await t.call('PUT', '/api/business', { ...business, country: 'pt' }, owner)).json.field).toBe(
      'country',
    );
    expect((await t.call('PUT', '/api/business', { ...business, currency: 'XYZ' }, owner)).json.field).toBe(
      'currency',
    );
    const saved = await t.call('PUT', '/api/business', business, owner);
    expect(saved.json.data).toEqual(business);
    expect((await t.call('GET', '/api/business', undefined, staff)).json.data).toEqual(business);
  });

  it('moves the account to a new address only with the code mailed there', async () => {
    const asked = await t.call('POST', '/api/users/me/email', { email: 'new-home@acct.test' }, owner);
    expect(asked.status).toBe(200);
    await use(t.container, JobWorkerToken).drain();
    const mail = await newestMailTo(t.config.mail.outboxDir, 'new-home@acct.test');
    expect(mail?.link?.path).toBe('/account/verify-email');
    const wrong = await t.call(
      'PUT',
      '/api/users/me/email',
      { email: 'new-home@acct.test', code: '000000' === mail?.code ? '111111' : '000000' },
      owner,
    );
    expect(wrong.status).toBe(400);
    const moved = await t.call(
      'PUT',
      '/api/users/me/email',
      { email: 'new-home@acct.test', code: mail!.code },
      owner,
    );
    expect(moved.json.data).toMatchObject({ email: 'new-home@acct.test', isEmailVerified: true });
    // The old address is told, in the account's language (Portuguese, saved above).
    await use(t.container, JobWorkerToken).drain();
    const notice = await newestMailTo(t.config.mail.outboxDir, 'profile@acct.test');
    expect(notice?.subject).toBe('O endereço de email da sua conta da Passdeck foi alterado');
    expect(notice?.text).toContain('de profile@acct.test para new-home@acct.test');

    // An address with an account gets no code, only word of why none came; it cannot be taken over.
    await t.call('POST', '/api/users/me/email', { email: 'staff@acct.test' }, owner);
    await use(t.container, JobWorkerToken).drain();
    const taken = await newestMailTo(t.config.mail.outboxDir, 'staff@acct.test');
    expect(taken?.subject).toBe('This address already has a Passdeck account');
    expect([taken?.code, taken?.link]).toEqual([null, null]);
  });
});
