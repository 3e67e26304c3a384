import type {
  HolderTarget,
  KeyDigest,
  ScanLedger,
  ScannerDeviceRepository,
  StoredScannerDevice,
} from '#domain/scanner/index.ts';
import { ok } from '#domain/shared/index.ts';
import type { PassHolder } from '#domain/wallet/index.ts';

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

/** In-memory scan ledger over memory holders: same idempotency and "not found" semantics. */
export const createMemoryScanLedger = (holders: {
  rows: PassHolder[];
}): ScanLedger & {
  entries: { holderId: string; key: string | null; stamps: number; points: number; notes: string }[];
} => {
  const entries: { holderId: string; key: string | null; stamps: number; points: number; notes: string }[] =
    [];
  const after = new Map<string, PassHolder>();
  const find = async (businessId: string, target: HolderTarget) =>
    holders.rows.find(
      (h) =>
        h.businessId === businessId &&
        ('barcode' in target ? h.barcodeMessage === target.barcode : h.id === target.holderId),
    ) ?? null;
  return {
    entries,
    find,
    async apply(input) {
      const replayKey = input.idempotencyKey ? `${input.businessId}/${input.idempotencyKey}` : null;
      const stored = replayKey ? after.get(replayKey) : undefined;
      if (stored) return ok({ before: stored, after: stored, replayed: true });
      const before = await find(input.businessId, input.target);
      if (!before) return null;
      const decided = input.decide(before);
      if (!decided.ok) return decided;
      const next: PassHolder = { ...before, ...decided.value, updatedAt: input.at };
      holders.rows[holders.rows.indexOf(before)] = next;
      entries.push({
        holderId: before.id,
        key: input.idempotencyKey,
        stamps: next.stamps - before.stamps,
        points: next.points - before.points,
        notes: input.notes,
      });
      if (replayKey) after.set(replayKey, next);
      return ok({ before, after: next, replayed: false });
    },
  };
};
