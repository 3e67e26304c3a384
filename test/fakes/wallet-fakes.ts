import type { StoredCard } from '#domain/cards/index.ts';
import {
  newPassHolder,
  type AppleRegistrationRepository,
  type PassHolder,
  type PassHolderRepository,
  type PushTokenLookup,
  type RegistrationCleaner,
} from '#domain/wallet/index.ts';

/** In-memory pass holders with the repository's semantics. */
export const createMemoryHolders = (): PassHolderRepository & { rows: PassHolder[] } => {
  const rows: PassHolder[] = [];
  return {
    rows,
    insert: async (holder) => {
      rows.push(holder);
      return holder;
    },
    findByToken: async (cardId, token) =>
      rows.find((h) => (cardId === null || h.cardId === cardId) && h.authenticationToken === token) ?? null,
    findBySerial: async (serial) => rows.find((h) => h.serialNumber === serial) ?? null,
    findById: async (businessId, id) => rows.find((h) => h.id === id && h.businessId === businessId) ?? null,
    findByCode: async (cardId, code) =>
      rows.find((h) => h.cardId === cardId && h.validationCode === code) ?? null,
    findByEmail: async (cardId, email) =>
      rows.findLast((h) => h.cardId === cardId && h.email.toLowerCase() === email.toLowerCase()) ?? null,
    async markValidated(id, code, at) {
      const i = rows.findIndex((h) => h.id === id && h.validationCode === code && !h.validatedAt);
      if (i < 0) return null;
      rows[i] = { ...rows[i]!, validatedAt: at, updatedAt: at };
      return rows[i]!;
    },
    async replaceCode(businessId, id, validationCode, at) {
      const i = rows.findIndex((h) => h.id === id && h.businessId === businessId);
      if (i < 0) return null;
      rows[i] = { ...rows[i]!, validationCode, codeIssuedAt: at, validatedAt: null, updatedAt: at };
      return rows[i]!;
    },
    async saveData(id, answers, at) {
      const i = rows.findIndex((h) => h.id === id);
      if (i < 0) return null;
      const { data, ...contact } = answers;
      rows[i] = { ...rows[i]!, ...contact, data, dataCollectedAt: at, updatedAt: at };
      return rows[i]!;
    },
    async markDownloaded(id, at) {
      const i = rows.findIndex((h) => h.id === id);
      if (rows[i] && !rows[i].downloadedAt) rows[i] = { ...rows[i], downloadedAt: at };
    },
    async markInstalled(serial, at) {
      const i = rows.findIndex((h) => h.serialNumber === serial);
      if (rows[i] && !rows[i].installedAt) rows[i] = { ...rows[i], installedAt: at };
    },
    async setGoogleState(serial, googleState) {
      const i = rows.findIndex((h) => h.serialNumber === serial);
      if (rows[i]) rows[i] = { ...rows[i], googleState };
    },
  };
};

/**
 * In-memory Apple device registrations. A pass's version is its holder's update time in
 * milliseconds (or its card's publish time when later), stamped at that time.
 */
export const createMemoryRegistrations = (
  holders: { rows: PassHolder[] },
  options: { cards?: { rows: Map<string, StoredCard> }; now?: () => Date } = {},
): AppleRegistrationRepository & PushTokenLookup & RegistrationCleaner => {
  const rows = new Map<string, { deviceLibraryId: string; serialNumber: string; pushToken: string }>();
  const now = options.now ?? (() => new Date());
  const versionOf = (serialNumber: string) => {
    const holder = holders.rows.find((h) => h.serialNumber === serialNumber);
    if (!holder) return null;
    const published = options.cards?.rows.get(holder.cardId)?.publishedAt?.getTime() ?? 0;
    const version = Math.max(holder.updatedAt.getTime(), published);
    return { serialNumber, version, changedAt: new Date(version) };
  };
  return {
    async register(r) {
      const key = `${r.deviceLibraryId}/${r.serialNumber}`;
      const isNew = !rows.has(key);
      rows.set(key, r);
      return isNew;
    },
    async unregister(device, serial) {
      return rows.delete(`${device}/${serial}`);
    },
    async pushTokens(of) {
      const serials = new Set(
        'serialNumber' in of
          ? [of.serialNumber]
          : holders.rows.filter((h) => h.cardId === of.cardId).map((h) => h.serialNumber),
      );
      return [
        ...new Set([...rows.values()].filter((r) => serials.has(r.serialNumber)).map((r) => r.pushToken)),
      ];
    },
    async forgetPushToken(pushToken) {
      for (const [key, r] of rows) if (r.pushToken === pushToken) rows.delete(key);
    },
    async changedSince(device, since) {
      // One process, no concurrent writes: every visible version is settled.
      return [...rows.values()]
        .filter((r) => r.deviceLibraryId === device)
        .map((r) => versionOf(r.serialNumber))
        .filter((p): p is NonNullable<typeof p> => p !== null && (since === null || p.version > since))
        .map((p) => ({ ...p, settled: true }));
    },
    async versionOf(serialNumber) {
      const version = versionOf(serialNumber);
      return version && { version: version.version, changedAt: version.changedAt, now: now() };
    },
  };
};

/** A pass holder for tests and benchmarks; fields as a freshly issued pass, overridable. */
export const aPassHolder = (over: Partial<PassHolder> = {}): PassHolder => {
  const at = new Date('2026-11-22T10:00:00Z');
  const ids = { id: () => 'h1', secret: () => 'a'.repeat(32), code: () => 'K7QM4XZP' };
  return {
    ...newPassHolder(ids, { id: 'c1', businessId: 'b1' }, at),
    serialNumber: 'SERIAL-0001',
    barcodeMessage: 'QR-OPAQUE-123',
    stamps: 3,
    points: 120,
    ...over,
  };
};
