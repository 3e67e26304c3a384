import { describe, expect, it } from 'vitest';
import { normalizeScannerDevice, validateDeviceName } from './device-key.ts';

describe('scanner device keys (requirements §3, §5)', () => {
  it('validates and trims the device name', () => {
    expect(validateDeviceName('  Till 1 ')).toEqual({ ok: true, value: 'Till 1' });
    expect(validateDeviceName('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(validateDeviceName(null)).toEqual({ ok: false, reason: 'empty' });
    expect(validateDeviceName('x'.repeat(61))).toEqual({ ok: false, reason: 'too_long' });
  });
  it('fills the listed defaults', () => {
    expect(normalizeScannerDevice({}, { id: 'gen', now: '2026-11-22T10:00:00Z' })).toEqual({
      deviceId: 'gen',
      deviceName: 'Unnamed device',
      createdAt: '2026-11-22T10:00:00Z',
      lastUsedAt: null,
      isActive: true,
    });
    expect(
      normalizeScannerDevice(
        { deviceId: 'd', deviceName: 'Till', isActive: false, lastUsedAt: '2026-01-01' },
        { id: 'g', now: 'n' },
      ),
    ).toMatchObject({ deviceId: 'd', deviceName: 'Till', isActive: false, lastUsedAt: '2026-01-01' });
    expect(normalizeScannerDevice({ isActive: 'yes' }, { id: 'g', now: 'n' }).isActive).toBe(true);
  });
});
