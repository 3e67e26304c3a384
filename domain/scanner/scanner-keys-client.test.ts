import { describe, expect, it } from 'vitest';
import { domainError, err, ok } from '../shared/result.ts';
import { TRANSPORT_ERRORS } from '../shared/transport-errors.ts';
import type { ScannerKeysGateway } from './scanner-keys.port.ts';
import { generateScannerKey, loadScannerKeys, revokeScannerKey } from './scanner-keys-client.use-case.ts';

const gatewayWith = (over: Partial<ScannerKeysGateway> = {}) => {
  const created: string[] = [];
  const gateway: ScannerKeysGateway = {
    list: async () =>
      ok([
        {
          deviceId: 'd1',
          deviceName: 'Till',
          createdAt: '2026-11-20T10:00:00.000Z',
          lastUsedAt: null,
          isActive: true,
        },
        { deviceId: ' ', deviceName: '  ', createdAt: '', lastUsedAt: null, isActive: false },
      ]),
    create: async (name) => (created.push(name), ok({ key: 'pdk_x', deviceName: name, deviceId: 'd2' })),
    revoke: async () => ok(true),
    ...over,
  };
  return { gateway, created };
};
const defaults = { now: () => '2026-11-22T10:00:00.000Z', newId: () => 'generated' };

describe('scanner keys in the dashboard (requirements §4, §8)', () => {
  it('lists keys with the requirements §3 defaults for blank fields, and names the failures', async () => {
    expect(await loadScannerKeys({ gateway: gatewayWith().gateway, ...defaults })()).toEqual({
      ok: true,
      value: [
        {
          deviceId: 'd1',
          deviceName: 'Till',
          createdAt: '2026-11-20T10:00:00.000Z',
          lastUsedAt: null,
          isActive: true,
        },
        {
          deviceId: 'generated',
          deviceName: 'Unnamed device',
          createdAt: '2026-11-22T10:00:00.000Z',
          lastUsedAt: null,
          isActive: false,
        },
      ],
    });
    const odd = gatewayWith({ list: async () => err(domainError(TRANSPORT_ERRORS.malformedReply)) });
    expect(await loadScannerKeys({ gateway: odd.gateway, ...defaults })()).toMatchObject({
      error: { code: 'scanner.invalid_data' },
    });
    const down = gatewayWith({ list: async () => err(domainError('http.network')) });
    expect(await loadScannerKeys({ gateway: down.gateway, ...defaults })()).toMatchObject({
      error: { code: 'scanner.load_failed' },
    });
  });

  it('generates a key for a trimmed name, warns on a blank one, and revokes', async () => {
    const { gateway, created } = gatewayWith();
    expect(await generateScannerKey({ gateway })('   ')).toMatchObject({
      error: { code: 'scanner.name_required' },
    });
    expect(await generateScannerKey({ gateway })('x'.repeat(61))).toMatchObject({
      error: { code: 'validation.too_long' },
    });
    expect(await generateScannerKey({ gateway })('  Till 2 ')).toMatchObject({
      ok: true,
      value: { deviceName: 'Till 2' },
    });
    expect(created).toEqual(['Till 2']);
    const failing = gatewayWith({
      create: async () => err(domainError('http.500')),
      revoke: async () => err(domainError('http.404')),
    });
    expect(await generateScannerKey({ gateway: failing.gateway })('Till')).toMatchObject({
      error: { code: 'scanner.generate_failed' },
    });
    const limited = gatewayWith({
      create: async () => err(domainError('plan.limitExceeded', 'Scanners limit')),
    });
    expect(await generateScannerKey({ gateway: limited.gateway })('Till')).toMatchObject({
      error: { code: 'plan.limitExceeded' },
    });
    expect(await revokeScannerKey({ gateway })('d1')).toEqual({ ok: true, value: true });
    expect(await revokeScannerKey({ gateway: failing.gateway })('d1')).toMatchObject({
      error: { code: 'scanner.revoke_failed' },
    });
  });
});
