import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithDemoCard } from '../../../../test/setup/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ auth } = await signUpWithDemoCard(t, 'scanner-keys@example.com'));
});

describe('scanner device keys (requirements §7)', () => {
  it('creates a key shown once, lists it without the key, signs the device in, and revokes it', async () => {
    expect((await t.call('GET', '/api/auth/api-keys', undefined, auth)).json).toEqual({
      success: true,
      data: [],
    });
    const created = await t.call('POST', '/api/auth/api-keys', { deviceName: '  Front till ' }, auth);
    expect(created.status).toBe(201);
    const { key, deviceId, deviceName } = created.json.data;
    expect(deviceName).toBe('Front till');
    expect(key).toMatch(/^pdk_[\w-]{32,}$/);

    const list = await t.call('GET', '/api/auth/api-keys', undefined, auth);
    expect(list.json.data).toEqual([
      { deviceId, deviceName: 'Front till', createdAt: expect.any(String), lastUsedAt: null, isActive: true },
    ]);
    expect(list.text).not.toContain(key);

    const session = await t.call('GET', '/api/scanner/session', undefined, { 'x-device-key': key });
    expect(session.json).toEqual({ success: true, data: { deviceId, deviceName: 'Front till' } });
    expect(
      (await t.call('GET', '/api/auth/api-keys', undefined, auth)).json.data[0].lastUsedAt,
    ).not.toBeNull();

    // A device key reaches only the scanner endpoints; a user token does not reach them.
    expect((await t.call('GET', '/api/auth/api-keys', undefined, { 'x-device-key': key })).status).toBe(401);
    expect((await t.call('GET', '/api/users/me', undefined, { authorization: `Bearer ${key}` })).status).toBe(
      401,
    );
    expect((await t.call('GET', '/api/scanner/session', undefined, auth)).status).toBe(401);

    const other = await signUpWithDemoCard(t, 'scanner-other@example.com');
    expect((await t.call('DELETE', `/api/auth/api-keys/${deviceId}`, undefined, other.auth)).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/auth/api-keys/${deviceId}`, undefined, auth)).json).toEqual({
      success: true,
      message: 'Device key revoked',
    });
    const revoked = await t.call('GET', '/api/scanner/session', undefined, { 'x-device-key': key });
    expect(revoked).toMatchObject({
      status: 401,
      json: { success: false, message: 'This device key is not valid or was revoked.' },
    });
    expect((await t.call('GET', '/api/auth/api-keys', undefined, auth)).json.data[0].isActive).toBe(false);
  });

  it('refuses bad input with the spec-style messages', async () => {
    expect((await t.call('POST', '/api/auth/api-keys', { deviceName: '   ' }, auth)).json).toEqual({
      success: false,
      code: 'validation.required',
      field: 'deviceName',
      message: 'deviceName: This field is required.',
    });
    expect((await t.call('POST', '/api/auth/api-keys', {}, auth)).status).toBe(400);
    expect(
      (await t.call('POST', '/api/auth/api-keys', { deviceName: 'x'.repeat(501) }, auth)).json,
    ).toMatchObject({
      code: 'validation.too_long',
      message: 'deviceName: This is too long.',
    });
    expect((await t.call('POST', '/api/auth/api-keys', { deviceName: 'x' })).status).toBe(401);
    expect((await t.call('DELETE', '/api/auth/api-keys/not-a-uuid', undefined, auth)).status).toBe(404);
    expect((await t.call('GET', '/api/scanner/session')).status).toBe(401);
  });
});
