import { describe, expect, it } from 'vitest';
import { CardInputSchema } from '../cards/index.ts';
import { fixedClock } from '../../test/fakes/auth-fakes.ts';
import { createMemoryCards } from '../../test/fakes/card-fakes.ts';
import {
  DASHBOARD_CACHE_KEY,
  DashboardQuerySchema,
  dashboardBuckets,
  dashboardData,
  dashboardStats,
  percentChange,
  type DashboardStats,
  type HourlyActivity,
} from './index.ts';
import { memoryStorage } from '../../test/fakes/storage-fakes.ts';
import { localDay } from '../shared/local-time.ts';

const HOUR = 3_600_000;
const row = (iso: string, over: Partial<HourlyActivity> = {}): HourlyActivity => ({
  hour: new Date(iso),
  newCustomers: 0,
  installs: 0,
  scans: 0,
  stampsGiven: 0,
  pointsGiven: 0,
  rewardsRedeemed: 0,
  couponsRedeemed: 0,
  messagesSent: 0,
  ...over,
});

describe('dashboard statistics (requirements §2.2, §9 presets)', () => {
  it('validates the query: presets, a card id and an IANA time zone', () => {
    expect(DashboardQuerySchema.parse({})).toEqual({ range: '7d', tz: 'UTC' });
    expect(DashboardQuerySchema.safeParse({ range: '1y' }).success).toBe(false);
    expect(DashboardQuerySchema.safeParse({ tz: 'Mars/Olympus' }).success).toBe(false);
    expect(DashboardQuerySchema.parse({ tz: 'Europe/Warsaw' }).tz).toBe('Europe/Warsaw');
  });

  it('makes 24 hourly buckets, or 7 and 30 local days with DST days of 23 hours', () => {
    const now = new Date('2026-03-30T10:20:00Z');
    const hours = dashboardBuckets('24h', now, 'UTC');
    expect(hours.buckets).toHaveLength(24);
    expect(new Date(hours.buckets[23]!.start).toISOString()).toBe('2026-03-30T10:00:00.000Z');
    const days = dashboardBuckets('7d', now, 'Europe/Warsaw');
    expect(days.buckets.map((b) => b.label)).toEqual([
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    // Warsaw's midnight is 23:00 UTC in winter and 22:00 UTC from 29 March (summer time).
    expect(new Date(days.buckets[0]!.start).toISOString()).toBe('2026-03-23T23:00:00.000Z');
    expect(new Date(days.buckets[6]!.start).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(days.buckets[6]!.start - days.buckets[5]!.start).toBe(23 * HOUR);
    expect(dashboardBuckets('30d', now, 'UTC').buckets).toHaveLength(30);
    expect(localDay(new Date('2026-03-29T22:30:00Z'), 'Europe/Warsaw')).toBe('2026-03-30');
  });

  it('computes percent change, null when there was nothing before', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
  });

  it('fills every bucket, sums totals and compares with the same stretch before', async () => {
    const now = new Date('2026-11-22T10:30:00Z');
    const asked: [string | null, string, string][] = [];
    const stats = dashboardStats({
      activity: {
        async hourly(_b, cardId, from, to) {
          asked.push([cardId, from.toISOString(), to.toISOString()]);
          return [
            row('2026-11-20T12:00:00Z', { scans: 4, stampsGiven: 4 }), // the period before
            row('2026-11-20T13:00:00Z', { newCustomers: 2 }),
            row('2026-11-22T09:00:00Z', { scans: 2, stampsGiven: 3, installs: 1, newCustomers: 3 }),
            row('2026-11-22T10:00:00Z', { scans: 1, messagesSent: 1 }),
          ];
        },
        activePasses: async () => 42,
        customers: async () => 57,
      },
      cards: createMemoryCards(),
      clock: fixedClock(now.toISOString()),
    });
    const result = await stats('b', { range: '24h', tz: 'UTC' });
    if (!result.ok) throw new Error('expected stats');
    const data = result.value;
    expect(asked).toEqual([[null, '2026-11-20T11:00:00.000Z', now.toISOString()]]);
    expect(data.buckets).toHaveLength(24);
    expect(data.buckets[22]).toMatchObject({
      label: '2026-11-22T09:00:00.000Z',
      scans: 2,
      stampsGiven: 3,
      installs: 1,
      newCustomers: 3,
    });
    expect(data.buckets[0]).toMatchObject({ label: '2026-11-21T11:00:00.000Z', scans: 0, stampsGiven: 0 });
    expect(data.totals.scans).toEqual({ value: 3, previous: 4, change: -25 });
    expect(data.totals.messagesSent).toEqual({ value: 1, previous: 0, change: null });
    expect(data.activePasses).toBe(42);
    expect(data.customers).toBe(57);
    expect(data.totals.newCustomers).toEqual({ value: 3, previous: 2, change: 50 });
    expect(data.from).toBe('2026-11-21T11:00:00.000Z');
  });

  it("refuses a card that is not the business's", async () => {
    const cards = createMemoryCards();
    await cards.insert({
      id: 'c1',
      businessId: 'b',
      content: CardInputSchema.parse({ name: 'x', passType: 'stamp_card' }),
      isPublished: true,
      at: new Date(),
    });
    const stats = dashboardStats({
      activity: { hourly: async () => [], activePasses: async () => 0, customers: async () => 0 },
      cards,
      clock: fixedClock(),
    });
    expect(await stats('other', { range: '7d', tz: 'UTC', cardId: 'c1' })).toMatchObject({ ok: false });
    expect(await stats('b', { range: '7d', tz: 'UTC', cardId: 'c1' })).toMatchObject({ ok: true });
  });
});

describe('dashboard cache (requirements §9 dashboard_data_cache)', () => {
  const sample = { range: '7d', buckets: [], customers: 0 } as unknown as DashboardStats;

  it('shows the cached view at once and stores every refresh under the spec key', async () => {
    const storage = memoryStorage();
    const clock = fixedClock();
    const data = dashboardData({
      gateway: { stats: async () => ({ ok: true, value: sample }) },
      storage,
      clock,
    });
    expect(data.cached('7d', null)).toBeNull();
    expect(await data.refresh('7d', null, 'UTC')).toEqual({ ok: true, value: sample });
    expect(data.cached('7d', null)).toEqual({ data: sample, savedAt: clock.now() });
    expect(data.cached('7d', 'card')).toBeNull();
    expect(JSON.parse(storage.map.get(DASHBOARD_CACHE_KEY)!)).toHaveProperty(['7d:all']);
    data.clear();
    expect(storage.map.has(DASHBOARD_CACHE_KEY)).toBe(false);
  });

  it('keeps the newest 12 views, reads a broken cache as empty and survives a full storage', async () => {
    const storage = memoryStorage();
    const clock = fixedClock();
    const data = dashboardData({
      gateway: { stats: async () => ({ ok: true, value: sample }) },
      storage,
      clock,
    });
    for (let i = 0; i < 14; i++) {
      clock.advance(1000);
      await data.refresh('24h', `card-${i}`, 'UTC');
    }
    const kept = Object.keys(JSON.parse(storage.map.get(DASHBOARD_CACHE_KEY)!));
    expect(kept).toHaveLength(12);
    expect(kept).not.toContain('24h:card-0');
    storage.map.set(DASHBOARD_CACHE_KEY, '{not json');
    expect(data.cached('24h', 'card-13')).toBeNull();
    storage.map.set(DASHBOARD_CACHE_KEY, '[1]');
    expect(data.cached('24h', 'card-13')).toBeNull();
    // Saved by a build before the customer counts.
    storage.map.set(DASHBOARD_CACHE_KEY, JSON.stringify({ '7d:all': { savedAt: 1, data: { buckets: [] } } }));
    expect(data.cached('7d', null)).toBeNull();
    const full = {
      ...storage,
      set: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const quiet = dashboardData({
      gateway: { stats: async () => ({ ok: true, value: sample }) },
      storage: full,
      clock,
    });
    expect(await quiet.refresh('7d', null, 'UTC')).toMatchObject({ ok: true });
  });

  it('reports a failed load with the server text', async () => {
    const data = dashboardData({
      gateway: { stats: async () => ({ ok: false, error: { code: 'http', message: 'Server down' } }) },
      storage: memoryStorage(),
      clock: fixedClock(),
    });
    expect(await data.refresh('30d', null, 'UTC')).toEqual({
      ok: false,
      error: { code: 'dashboard.load_failed', message: 'Server down' },
    });
  });
});

describe('dashboard periods by day', () => {
  it('leaves out the part of the period before that lies after "now" a week ago', async () => {
    const now = new Date('2026-11-22T10:30:00Z');
    const stats = dashboardStats({
      activity: {
        hourly: async () => [
          row('2026-11-15T09:00:00Z', { scans: 1 }),
          row('2026-11-15T11:00:00Z', { scans: 100 }),
          row('2026-11-22T09:00:00Z', { scans: 2 }),
        ],
        activePasses: async () => 0,
        customers: async () => 0,
      },
      cards: createMemoryCards(),
      clock: fixedClock(now.toISOString()),
    });
    const result = await stats('b', { range: '7d', tz: 'UTC' });
    expect(result.ok && result.value.totals.scans).toEqual({ value: 2, previous: 1, change: 100 });
    expect(result.ok && result.value.buckets.at(-1)).toMatchObject({ label: '2026-11-22', scans: 2 });
  });
});
