import { LRUCache } from 'lru-cache';
import type { ScannerDeviceRepository, StoredScannerDevice } from '#domain/scanner/index.ts';

/**
 * Counter scans read the same device key, card and points rule on every request; on the
 * single-connection embedded database each read is a turn of the one connection. These
 * decorators keep such reads for a few seconds. What that costs is said where each is used:
 * another instance's revocation or card edit reaches this one within the time to live.
 */

/** Keeps `find(businessId, id)` answers (found ones only) for `ttlMs`. */
export const cacheFinds = <T extends object>(
  repository: { find(businessId: string, id: string): Promise<T | null> },
  ttlMs: number,
  max = 5_000,
): { find(businessId: string, id: string): Promise<T | null> } => {
  const cache = new LRUCache<string, T>({ max, ttl: ttlMs });
  return {
    async find(businessId, id) {
      const key = `${businessId}\u0000${id}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const found = await repository.find(businessId, id);
      if (found) cache.set(key, found);
      return found;
    },
  };
};

/**
 * Device keys by digest for `ttlMs`. Only known keys are kept (a new key works at once), a
 * revocation here empties the cache, and `touch` updates the kept last use so the once-a-minute
 * write does not repeat.
 */
export const cacheDeviceKeys = (
  devices: ScannerDeviceRepository,
  ttlMs: number,
  max = 10_000,
): ScannerDeviceRepository => {
  const cache = new LRUCache<string, StoredScannerDevice>({ max, ttl: ttlMs });
  return {
    insert: (device) => devices.insert(device),
    list: (businessId) => devices.list(businessId),
    async findByDigest(digest) {
      const hit = cache.get(digest);
      if (hit) return hit;
      const found = await devices.findByDigest(digest);
      if (found) cache.set(digest, found);
      return found;
    },
    async revoke(businessId, deviceId, at) {
      const done = await devices.revoke(businessId, deviceId, at);
      cache.clear();
      return done;
    },
    async touch(deviceId, at) {
      await devices.touch(deviceId, at);
      for (const [digest, device] of cache.entries())
        if (device.id === deviceId) cache.set(digest, { ...device, lastUsedAt: at }, { noUpdateTTL: true });
    },
  };
};
