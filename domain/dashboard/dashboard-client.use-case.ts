import type { KeyValueStorage } from '../shared/key-value-storage.port.ts';
import { err, failedAs, ok, type Result } from '../shared/result.ts';
import { DASHBOARD_ERRORS, type DashboardRange, type DashboardStats } from './dashboard-stats.ts';

/** requirements §9: the dashboard's cache in local storage. */
export const DASHBOARD_CACHE_KEY = 'dashboard_data_cache';
/** Views kept in the cache (range × card); the oldest go first. */
const CACHE_ENTRIES = 12;

/** The dashboard's view of `GET /api/dashboard/stats`. */
export interface DashboardGateway {
  stats(query: { range: DashboardRange; cardId?: string; tz: string }): Promise<Result<DashboardStats>>;
}

interface CacheEntry {
  readonly savedAt: number;
  readonly data: DashboardStats;
}

const keyOf = (range: DashboardRange, cardId: string | null) => `${range}:${cardId ?? 'all'}`;

const readCache = (storage: KeyValueStorage): Record<string, CacheEntry> => {
  try {
    const parsed: unknown = JSON.parse(storage.get(DASHBOARD_CACHE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, CacheEntry>)
      : {};
  } catch {
    return {};
  }
};

/**
 * The dashboard's data: what the cache holds for a view shows at once (stale-while-revalidate),
 * and every refresh from the server replaces it. A broken or foreign cache value reads as empty.
 */
export const dashboardData = ({
  gateway,
  storage,
  clock,
}: {
  gateway: DashboardGateway;
  storage: KeyValueStorage;
  clock: { now(): Date };
}) => ({
  cached(range: DashboardRange, cardId: string | null): { data: DashboardStats; savedAt: Date } | null {
    const entry = readCache(storage)[keyOf(range, cardId)];
    // An entry saved by an older build lacks today's fields: it reads as empty rather than break the page.
    if (
      !entry ||
      typeof entry.savedAt !== 'number' ||
      !entry.data ||
      !Array.isArray(entry.data.buckets) ||
      typeof entry.data.customers !== 'number'
    )
      return null;
    return { data: entry.data, savedAt: new Date(entry.savedAt) };
  },
  async refresh(range: DashboardRange, cardId: string | null, tz: string): Promise<Result<DashboardStats>> {
    const result = await gateway.stats({ range, tz, ...(cardId ? { cardId } : {}) });
    if (!result.ok) return err(failedAs(DASHBOARD_ERRORS.loadFailed, result.error));
    const entries = {
      ...readCache(storage),
      [keyOf(range, cardId)]: { savedAt: clock.now().getTime(), data: result.value },
    };
    const kept = Object.entries(entries)
      .sort(([, a], [, b]) => b.savedAt - a.savedAt)
      .slice(0, CACHE_ENTRIES);
    try {
      storage.set(DASHBOARD_CACHE_KEY, JSON.stringify(Object.fromEntries(kept)));
    } catch {
      // A full storage only costs the cache.
    }
    return ok(result.value);
  },
  clear(): void {
    storage.remove(DASHBOARD_CACHE_KEY);
  },
});
