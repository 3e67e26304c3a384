import { z } from 'zod';
import type { CardRepository } from '../cards/index.ts';
import { localDay, TimeZoneQuerySchema } from '../shared/local-time.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';

/** requirements §9 date presets of the dashboard. */
export const DASHBOARD_RANGES = ['24h', '7d', '30d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** Message codes of the dashboard (texts in locales/<lang>/errors.json). */
export const DASHBOARD_ERRORS = Object.freeze({
  cardNotFound: 'passes.card_not_found',
  loadFailed: 'dashboard.load_failed',
});

/** The activity the dashboard charts, per hour or day; customers first, as the owner reads them. */
export const DASHBOARD_METRICS = [
  'newCustomers',
  'installs',
  'scans',
  'stampsGiven',
  'pointsGiven',
  'rewardsRedeemed',
  'couponsRedeemed',
  'messagesSent',
] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];

/** `GET /api/dashboard/stats` query. Days are the viewer's days (`tz`, UTC by default). */
export const DashboardQuerySchema = z.object({
  range: z.enum(DASHBOARD_RANGES, { error: 'validation.invalid' }).default('7d'),
  cardId: z.uuid({ error: 'validation.invalid' }).optional(),
  tz: TimeZoneQuerySchema,
});
export type DashboardQuery = z.output<typeof DashboardQuerySchema>;

/** Activity of one hour (UTC hour start), summed over the business's or one card's passes. */
export type HourlyActivity = { readonly hour: Date } & Readonly<Record<DashboardMetric, number>>;

/** What the statistics are read from: the ledger, install times and sent messages. */
export interface ActivityReader {
  /** Hours with any activity in [from, to), ascending. */
  hourly(businessId: string, cardId: string | null, from: Date, to: Date): Promise<HourlyActivity[]>;
  /** Passes in a wallet right now. */
  activePasses(businessId: string, cardId: string | null): Promise<number>;
  /** Customers (holders of a pass, in a wallet or not) right now. */
  customers(businessId: string, cardId: string | null): Promise<number>;
}

const metrics = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, value])) as Record<DashboardMetric, T>);

/** One metric over the period against the same stretch of the period before. */
export const DashboardTotalSchema = z.object({
  value: z.number().int(),
  /** The same stretch of the period before. */
  previous: z.number().int(),
  /** Percent change against `previous`, one decimal; null when there was nothing before. */
  change: z.number().nullable().describe('Percent against previous; null when previous was 0'),
});
export type DashboardTotal = z.output<typeof DashboardTotalSchema>;

/** `GET /api/dashboard/stats` answer. */
export const DashboardStatsSchema = z.object({
  range: z.enum(DASHBOARD_RANGES),
  bucket: z.enum(['hour', 'day']),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Every hour or day of the period, empty ones included, oldest first. */
  buckets: z.array(
    metrics(z.number().int()).extend({
      start: z.string().describe('First instant of the hour or day'),
      label: z.string().describe('ISO hour (24h) or YYYY-MM-DD in timeZone'),
    }),
  ),
  totals: metrics(DashboardTotalSchema),
  activePasses: z.number().int().describe('Passes in a wallet now'),
  /** Every customer so far, whatever the period. */
  customers: z.number().int().describe('Customers (holders of a pass, in a wallet or not) now'),
});
export type DashboardStats = z.output<typeof DashboardStatsSchema>;

const HOUR = 3_600_000;
const zero = () =>
  Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, 0])) as Record<DashboardMetric, number>;

/** Percent change, one decimal; null when the previous value is 0 and the current is not. */
export const percentChange = (value: number, previous: number): number | null => {
  if (previous === 0) return value === 0 ? 0 : null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
};

/**
 * The buckets of a preset ending now: the last 24 hours, or the last 7 or 30 days of the viewer's
 * calendar (today included, so the newest bucket is partial). Days are made of UTC hours, the
 * unit of the activity rollup, so a zone with a half-hour offset sees its days half an hour off.
 */
export const dashboardBuckets = (range: DashboardRange, now: Date, timeZone: string) => {
  const currentHour = Math.floor(now.getTime() / HOUR) * HOUR;
  if (range === '24h') {
    const hours = Array.from({ length: 24 }, (_, i) => currentHour - (23 - i) * HOUR);
    return {
      bucket: 'hour' as const,
      buckets: hours.map((h) => ({ start: h, label: new Date(h).toISOString() })),
      shift: 24 * HOUR,
      keyOf: (hour: number) => new Date(hour).toISOString(),
    };
  }
  const days = range === '7d' ? 7 : 30;
  const starts = new Map<string, number>();
  // Walk back hour by hour: DST days have 23 or 25 hours, and each day starts at its first hour.
  for (let h = currentHour; ; h -= HOUR) {
    const day = localDay(new Date(h), timeZone);
    if (!starts.has(day) && starts.size === days) break;
    starts.set(day, h);
  }
  const buckets = [...starts].map(([label, start]) => ({ start, label })).reverse();
  return {
    bucket: 'day' as const,
    buckets,
    shift: days * 24 * HOUR,
    keyOf: (hour: number) => localDay(new Date(hour), timeZone),
  };
};

/**
 * Dashboard statistics (requirements §2.2 presets): activity per hour or day with every empty bucket
 * filled, totals compared with the same stretch of the period before, and the passes in a wallet.
 */
export const dashboardStats =
  ({
    activity,
    cards,
    clock,
  }: {
    activity: ActivityReader;
    cards: Pick<CardRepository, 'find'>;
    clock: { now(): Date };
  }) =>
  async (businessId: string, query: DashboardQuery): Promise<Result<DashboardStats>> => {
    if (query.cardId && !(await cards.find(businessId, query.cardId)))
      return err(domainError(DASHBOARD_ERRORS.cardNotFound, undefined, 'cardId'));
    const now = clock.now();
    const plan = dashboardBuckets(query.range, now, query.tz);
    const from = plan.buckets[0]?.start ?? now.getTime();
    const previousFrom = from - plan.shift;
    const previousTo = now.getTime() - plan.shift;
    const cardId = query.cardId ?? null;
    const [hours, activePasses, customers] = await Promise.all([
      activity.hourly(businessId, cardId, new Date(previousFrom), now),
      activity.activePasses(businessId, cardId),
      activity.customers(businessId, cardId),
    ]);
    const byLabel = new Map(plan.buckets.map((b) => [b.label, { ...b, values: zero() }]));
    const current = zero();
    const previous = zero();
    for (const row of hours) {
      const t = row.hour.getTime();
      const target = t >= from ? byLabel.get(plan.keyOf(t))?.values : undefined;
      const sums = t >= from ? current : t < previousTo ? previous : null;
      for (const metric of DASHBOARD_METRICS) {
        if (target) target[metric] += row[metric];
        if (sums) sums[metric] += row[metric];
      }
    }
    return ok({
      range: query.range,
      bucket: plan.bucket,
      timeZone: query.tz,
      from: new Date(from).toISOString(),
      to: now.toISOString(),
      buckets: [...byLabel.values()].map((b) => ({
        start: new Date(b.start).toISOString(),
        label: b.label,
        ...b.values,
      })),
      totals: Object.fromEntries(
        DASHBOARD_METRICS.map((m) => [
          m,
          { value: current[m], previous: previous[m], change: percentChange(current[m], previous[m]) },
        ]),
      ) as Record<DashboardMetric, DashboardTotal>,
      activePasses,
      customers,
    });
  };
