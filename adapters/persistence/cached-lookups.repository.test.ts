import { describe, expect, it } from 'vitest';
import type { ScannerDeviceRepository, StoredScannerDevice } from '#domain/scanner/index.ts';
import { cacheDeviceKeys, cacheFinds } from './cached-lookups.repository.ts';

const device: StoredScannerDevice = {
  id: 'd1',
  businessId: 'b1',
  deviceName: 'Till',
  keyDigest: 'digest-1',
  createdAt: new Date(0),
  lastUsedAt: null,
  revokedAt: null,
};

const countingDevices = () => {
  const reads: string[] = [];
  let stored: StoredScannerDevice | null = device;
  const repo: ScannerDeviceRepository = {
    insert: async () => undefined,
    list: async () => (stored ? [stored] : []),
    findByDigest: async (digest) => (reads.push(digest), digest === device.keyDigest ? stored : null),
    revoke: async (_b, _d, at) => ((stored = stored && { ...stored, revokedAt: at }), true),
    touch: async () => undefined,
  };
  return { repo, reads };
};

describe('cacheDeviceKeys', () => {
  it('reads a known key once within the time to live, and never keeps an unknown one', async () => {
    const { repo, reads } = countingDevices();
    const cached = cacheDeviceKeys(repo, 60_000);
    expect(await cached.findByDigest('digest-1')).toEqual(device);
    expect(await cached.findByDigest('digest-1')).toEqual(device);
    expect(await cached.findByDigest('nope')).toBeNull();
    expect(await cached.findByDigest('nope')).toBeNull();
    expect(reads).toEqual(['digest-1', 'nope', 'nope']);
  });

  it('forgets keys on a revocation, so a revoked key is refused at once', async () => {
    const { repo } = countingDevices();
    const cached = cacheDeviceKeys(repo, 60_000);
    await cached.findByDigest('digest-1');
    await cached.revoke('b1', 'd1', new Date(5));
    expect((await cached.findByDigest('digest-1'))?.revokedAt).toEqual(new Date(5));
  });

  it('keeps the last use written by touch', async () => {
    const { repo, reads } = countingDevices();
    const cached = cacheDeviceKeys(repo, 60_000);
    await cached.findByDigest('digest-1');
    await cached.touch('d1', new Date(9));
    expect((await cached.findByDigest('digest-1'))?.lastUsedAt).toEqual(new Date(9));
    expect(reads).toEqual(['digest-1']);
  });

  it('reads again after the time to live', async () => {
    const { repo, reads } = countingDevices();
    const cached = cacheDeviceKeys(repo, 1);
    await cached.findByDigest('digest-1');
    await new Promise((r) => setTimeout(r, 5));
    await cached.findByDigest('digest-1');
    expect(reads).toEqual(['digest-1', 'digest-1']);
  });
});

describe('cacheFinds', () => {
  it('keeps found rows per business and id only', async () => {
    const reads: string[] = [];
    const cached = cacheFinds(
      { find: async (b: string, id: string) => (reads.push(`${b}/${id}`), id === 'c1' ? { id } : null) },
      60_000,
    );
    expect(await cached.find('b1', 'c1')).toEqual({ id: 'c1' });
    expect(await cached.find('b1', 'c1')).toEqual({ id: 'c1' });
    expect(await cached.find('b2', 'c1')).toEqual({ id: 'c1' });
    expect(await cached.find('b1', 'zz')).toBeNull();
    expect(await cached.find('b1', 'zz')).toBeNull();
    expect(reads).toEqual(['b1/c1', 'b2/c1', 'b1/zz', 'b1/zz']);
  });
});
