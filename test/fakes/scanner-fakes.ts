import type {
  AppliedScan,
  HolderTarget,
  HolderView,
  KeyDigest,
  ScanLedger,
  ScanLedgerEntry,
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
export const createMemoryScanLedger = (
  holders: { rows: PassHolder[] },
  deviceNames: Record<string, string> = {},
): ScanLedger & {
  entries: (ScanLedgerEntry & { businessId: string; key: string | null; notes: string })[];
} => {
  const entries: (ScanLedgerEntry & { businessId: string; key: string | null; notes: string })[] = [];
  const outcomes = new Map<string, { after: PassHolder; entry: AppliedScan['entry'] }>();
  const find = async (businessId: string, target: HolderTarget) =>
    holders.rows.find(
      (h) =>
        h.businessId === businessId &&
        ('barcode' in target
          ? h.barcodeMessage === target.barcode
          : 'shortCode' in target
            ? h.shortCode === target.shortCode
            : h.id === target.holderId),
    ) ?? null;
  return {
    entries,
    find,
    async entry(businessId, entryId) {
      return entries.find((e) => e.businessId === businessId && e.id === entryId) ?? null;
    },
    async lastEntry(businessId, holderId, action) {
      return (
        entries.findLast(
          (e) => e.businessId === businessId && e.holderId === holderId && e.action === action,
        ) ?? null
      );
    },
    async apply(input) {
      const replayKey = input.idempotencyKey ? `${input.businessId}/${input.idempotencyKey}` : null;
      const stored = replayKey ? outcomes.get(replayKey) : undefined;
      if (stored)
        return ok({ before: stored.after, after: stored.after, replayed: true, entry: stored.entry });
      const before = await find(input.businessId, input.target);
      if (!before) return null;
      const decided = input.decide(before);
      if (!decided.ok) return decided;
      const next: PassHolder = { ...before, ...decided.value, updatedAt: input.at };
      holders.rows[holders.rows.indexOf(before)] = next;
      const entry = {
        id: String(entries.length + 1),
        at: input.at,
        action: input.action,
        request: input.request,
      };
      entries.push({
        id: entry.id,
        at: entry.at,
        businessId: input.businessId,
        holderId: before.id,
        actor: input.actor,
        deviceName: input.actor.type === 'device' ? (deviceNames[input.actor.id] ?? null) : null,
        action: input.action,
        key: input.idempotencyKey,
        stampsDelta: next.stamps - before.stamps,
        pointsDelta: next.points - before.points,
        notes: input.notes,
      });
      if (replayKey) outcomes.set(replayKey, { after: next, entry });
      return ok({ before, after: next, replayed: false, entry });
    },
  };
};

/** A stamp-card holder view as the scanner routes answer it. */
export const sampleHolderView: HolderView = {
  id: 'h1',
  cardId: 'c1',
  cardName: 'Coffee',
  passType: 'stamp_card',
  name: '',
  stamps: 1,
  maxStamps: 10,
  points: 0,
  level: null,
  nextLevel: null,
  couponRedeemedAt: null,
  couponRedeemedBy: null,
  rewardsAvailable: 0,
  offer: 'Free coffee',
  actions: ['add_stamp', 'redeem_reward'],
  purchase: null,
  stampLimits: { max: 20, confirmAbove: 3 },
  undo: null,
};
