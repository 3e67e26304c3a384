import type { KeyDigest, ScannerDeviceRepository, StoredScannerDevice } from '#domain/scanner/index.ts';

/** In-memory device keys with the repository's semantics. */
export const createMemoryDevices = (): ScannerDeviceRepository & { rows: StoredScannerDevice[] } => {
  const rows: StoredScannerDevice[] = [];
  return {
    rows,
    insert: async (device) => void rows.push(device),
    list: async (businessId) =>
      rows
        .filter((d) => d.businessId === businessId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    findByDigest: async (digest) => rows.find((d) => d.keyDigest === digest) ?? null,
    async revoke(businessId, id, at) {
      const i = rows.findIndex((d) => d.id === id && d.businessId === businessId && !d.revokedAt);
      if (i < 0) return false;
      rows[i] = { ...rows[i]!, revokedAt: at };
      return true;
    },
    async touch(id, at) {
      const i = rows.findIndex((d) => d.id === id);
      if (rows[i]) rows[i] = { ...rows[i], lastUsedAt: at };
    },
  };
};

/** A reversible stand-in digest, so tests can see that the plain key is not stored. */
export const reversedDigest: KeyDigest = { digest: (key) => `digest:${[...key].reverse().join('')}` };
