import type { AccrualConfigRepository, StoredAccrualConfig } from '#domain/loyalty/index.ts';

/** In-memory points rules with the repository's business scoping. */
export const createMemoryAccruals = (): AccrualConfigRepository & { rows: StoredAccrualConfig[] } => {
  const rows: StoredAccrualConfig[] = [];
  return {
    rows,
    list: async (businessId) => rows.filter((r) => r.businessId === businessId),
    find: async (businessId, id) => rows.find((r) => r.businessId === businessId && r.id === id) ?? null,
    insert: async (config) => void rows.push(config),
    async update(businessId, id, changes) {
      const i = rows.findIndex((r) => r.businessId === businessId && r.id === id);
      if (i < 0) return null;
      rows[i] = { ...rows[i]!, ...changes };
      return rows[i];
    },
  };
};
