import { describe, expect, it } from 'vitest';
import { fixedClock, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { createMemoryDevices, reversedDigest } from '../../test/fakes/scanner-fakes.ts';
import {
  authenticateDevice,
  createDeviceKey,
  DEVICE_KEY_PREFIX,
  listDeviceKeys,
  revokeDeviceKey,
} from './device-keys.use-case.ts';

const setup = () => {
  const devices = createMemoryDevices();
  const clock = fixedClock();
  const deps = { devices, ids: sequentialIds(), digest: reversedDigest, clock };
  return {
    devices,
    clock,
    create: createDeviceKey(deps),
    list: listDeviceKeys(deps),
    revoke: revokeDeviceKey(deps),
    auth: authenticateDevice(deps),
  };
};

describe('scanner device keys (requirements §3, §7)', () => {
  it('creates a key that is shown once and stored only as a digest', async () => {
    const s = setup();
    const created = await s.create('b1', '  Till 1 ');
    if (!created.ok) throw new Error(created.error.code);
    expect(created.value).toMatchObject({ deviceName: 'Till 1', key: expect.stringMatching(/^pdk_/) });
    expect(JSON.stringify(s.devices.rows)).not.toContain(created.value.key);
    expect(await s.list('b1')).toEqual([
      {
        deviceId: created.value.deviceId,
        deviceName: 'Till 1',
        createdAt: '2026-11-22T10:00:00.000Z',
        lastUsedAt: null,
        isActive: true,
      },
    ]);
    expect(await s.list('b2')).toEqual([]);
    expect(await s.create('b1', '   ')).toMatchObject({
      ok: false,
      error: { code: 'validation.required', field: 'deviceName' },
    });
    expect(await s.create('b1', 'x'.repeat(61))).toMatchObject({ error: { code: 'validation.too_long' } });
    expect(await s.create('b1', 42)).toMatchObject({ error: { code: 'validation.required' } });
  });

  it('signs a device in with its key until the key is revoked, noting the last use once a minute', async () => {
    const s = setup();
    const created = await s.create('b1', 'Till');
    if (!created.ok) throw new Error('not created');
    const principal = await s.auth(created.value.key);
    expect(principal).toEqual({ deviceId: created.value.deviceId, businessId: 'b1', deviceName: 'Till' });
    expect(s.devices.rows[0]!.lastUsedAt).toEqual(s.clock.now());
    s.clock.advance(30_000);
    await s.auth(created.value.key);
    expect(s.devices.rows[0]!.lastUsedAt).not.toEqual(s.clock.now());
    s.clock.advance(30_000);
    await s.auth(created.value.key);
    expect(s.devices.rows[0]!.lastUsedAt).toEqual(s.clock.now());

    for (const key of [
      null,
      '',
      'not-a-key',
      `${DEVICE_KEY_PREFIX}unknown`,
      `${DEVICE_KEY_PREFIX}${'x'.repeat(300)}`,
    ])
      expect(await s.auth(key)).toBeNull();
    expect(await s.revoke('b2', created.value.deviceId)).toMatchObject({
      ok: false,
      error: { code: 'scanner.device_not_found' },
    });
    expect(await s.revoke('b1', created.value.deviceId)).toEqual({ ok: true, value: true });
    expect(await s.revoke('b1', created.value.deviceId)).toMatchObject({ ok: false });
    expect(await s.auth(created.value.key)).toBeNull();
    expect((await s.list('b1'))[0]).toMatchObject({ isActive: false, lastUsedAt: expect.any(String) });
  });
});
