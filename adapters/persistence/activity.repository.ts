import { sql } from 'drizzle-orm';
import type { ActivityReader, HourlyActivity } from '#domain/dashboard/index.ts';
import type { AppDatabase } from './database.ts';

const HOUR_MS = 3_600_000;
/** Ledger rows younger than this are never rolled up: a scan's transaction may still commit. */
const SETTLE_MS = 5 * 60_000;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

interface RawHour {
  hour: string | Date;
  new_customers: number | string;
  installs: number | string;
  scans: number | string;
  stamps_given: number | string;
  points_given: number | string;
  rewards_redeemed: number | string;
  coupons_redeemed: number | string;
  messages_sent: number | string;
}

// An undo (action 'undo_<action>', issue 19) takes its change back out of the statistics: a scan
// fewer, its stamps or points not given, its reward or coupon not redeemed. It may land in the
// hour after its change, which then reads one lower; the totals are exact.
const ledgerSums = sql.raw(`(count(*) filter (where actor_type = 'device' and left(action, 5) <> 'undo_')
    - count(*) filter (where actor_type = 'device' and left(action, 5) = 'undo_'))::int as scans,
  coalesce(sum(case when left(action, 5) <> 'undo_' then greatest(stamps_delta, 0)
    when action = 'undo_add_stamp' then stamps_delta else 0 end), 0)::bigint as stamps_given,
  coalesce(sum(case when left(action, 5) <> 'undo_' then greatest(points_delta, 0)
    when action in ('undo_add_points', 'undo_purchase') then points_delta else 0 end), 0)::bigint as points_given,
  (count(*) filter (where action = 'redeem_reward') - count(*) filter (where action = 'undo_redeem_reward'))::int
    as rewards_redeemed,
  (count(*) filter (where action = 'redeem_coupon') - count(*) filter (where action = 'undo_redeem_coupon'))::int
    as coupons_redeemed`);

/**
 * Dashboard activity. The ledger and the installs are read through `ledger_hourly`: before each
 * read, whole hours older than a few minutes are added to it (once, guarded by the `ledger_rollup`
 * watermark so that two instances never count an hour twice), and the hours after the watermark
 * come from the ledger and the holders themselves. A 30-day dashboard over a million ledger rows
 * then reads some thousand rows.
 *
 * The card-testing wizard's test customers are the owner's own passes: they are not counted as
 * customers, installs or passes in a wallet (their scans are staff work and count). Installs rolled
 * up before that rule keep the few test installs they counted.
 */
export const createActivityReader = (
  db: AppDatabase,
): ActivityReader & { rollUp(now: Date): Promise<void> } => {
  let rolledTo = '';
  const rollUp = async (now: Date) => {
    const target = new Date(Math.floor((now.getTime() - SETTLE_MS) / HOUR_MS) * HOUR_MS).toISOString();
    if (target === rolledTo) return;
    await db.transaction(async (tx) => {
      // The first rollup starts at the oldest ledger row or install; later ones where the last one stopped.
      await tx.execute(sql`
        insert into ledger_rollup (id, rolled_up_to)
        values (1, coalesce(date_trunc('hour', least(
          (select min(created_at) from holder_ledger), (select min(installed_at) from pass_holders))), ${target}::timestamptz))
        on conflict (id) do nothing`);
      const moved = await rowsOf<{ started: string | Date }>(
        tx.execute(sql`
          with old as (select rolled_up_to from ledger_rollup where id = 1 for update)
          update ledger_rollup set rolled_up_to = ${target}::timestamptz
          from old where ledger_rollup.id = 1 and old.rolled_up_to < ${target}::timestamptz
          returning old.rolled_up_to as started`),
      );
      const started = moved[0]?.started;
      if (started === undefined) return;
      const from = new Date(started).toISOString();
      await tx.execute(sql`
        insert into ledger_hourly (business_id, card_id, hour, scans, stamps_given, points_given,
          rewards_redeemed, coupons_redeemed)
        select business_id, card_id, date_trunc('hour', created_at), ${ledgerSums}
        from holder_ledger
        where created_at >= ${from}::timestamptz and created_at < ${target}::timestamptz
        group by business_id, card_id, date_trunc('hour', created_at)
        on conflict (card_id, hour) do update set
          scans = ledger_hourly.scans + excluded.scans,
          stamps_given = ledger_hourly.stamps_given + excluded.stamps_given,
          points_given = ledger_hourly.points_given + excluded.points_given,
          rewards_redeemed = ledger_hourly.rewards_redeemed + excluded.rewards_redeemed,
          coupons_redeemed = ledger_hourly.coupons_redeemed + excluded.coupons_redeemed`);
      // Installs too: a 30-day dashboard would otherwise group tens of thousands of holders.
      await tx.execute(sql`
        insert into ledger_hourly (business_id, card_id, hour, installs, scans, stamps_given, points_given,
          rewards_redeemed, coupons_redeemed)
        select business_id, card_id, date_trunc('hour', installed_at), count(*), 0, 0, 0, 0, 0
        from pass_holders
        where installed_at >= ${from}::timestamptz and installed_at < ${target}::timestamptz and not is_test
        group by business_id, card_id, date_trunc('hour', installed_at)
        on conflict (card_id, hour) do update set installs = ledger_hourly.installs + excluded.installs`);
    });
    rolledTo = target;
  };

  return {
    rollUp,
    async hourly(businessId, cardId, from, to) {
      await rollUp(to);
      const card = (column: string) => (cardId ? sql`and ${sql.raw(column)} = ${cardId}::uuid` : sql``);
      const f = from.toISOString();
      const t = to.toISOString();
      const rows = await rowsOf<RawHour>(
        db.execute(sql`
          with mark as (select coalesce((select rolled_up_to from ledger_rollup where id = 1), '-infinity') as at)
          select hour, sum(new_customers)::int as new_customers, sum(installs)::int as installs, sum(scans)::int as scans,
            sum(stamps_given)::bigint as stamps_given, sum(points_given)::bigint as points_given,
            sum(rewards_redeemed)::int as rewards_redeemed, sum(coupons_redeemed)::int as coupons_redeemed,
            sum(messages_sent)::int as messages_sent
          from (
            select hour, 0 as new_customers, installs, scans, stamps_given, points_given, rewards_redeemed,
              coupons_redeemed, 0 as messages_sent
            from ledger_hourly, mark
            where business_id = ${businessId}::uuid ${card('card_id')}
              and hour >= ${f}::timestamptz and hour < least(mark.at, ${t}::timestamptz)
            union all
            select date_trunc('hour', created_at), 0, 0, ${ledgerSums}, 0
            from holder_ledger, mark
            where business_id = ${businessId}::uuid ${card('card_id')}
              and created_at >= greatest(mark.at, ${f}::timestamptz) and created_at < ${t}::timestamptz
            group by 1
            union all
            select date_trunc('hour', installed_at), 0, count(*), 0, 0, 0, 0, 0, 0 from pass_holders, mark
            where business_id = ${businessId}::uuid ${card('card_id')}
              and installed_at >= greatest(mark.at, ${f}::timestamptz) and installed_at < ${t}::timestamptz
              and not is_test
            group by 1
            union all
            select date_trunc('hour', created_at), 0, 0, 0, 0, 0, 0, 0, count(*) from card_messages
            where business_id = ${businessId}::uuid ${card('card_id')}
              and created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz
            group by 1
            union all
            -- New customers come straight from the holders (by the (business|card, created_at) index):
            -- a 30-day view reads one row per customer who joined, and no rollup has to keep them.
            select date_trunc('hour', created_at), count(*), 0, 0, 0, 0, 0, 0, 0 from pass_holders
            where business_id = ${businessId}::uuid ${card('card_id')}
              and created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz and not is_test
            group by 1
          ) activity
          group by hour order by hour`),
      );
      return rows.map((r): HourlyActivity => ({
        hour: new Date(r.hour),
        newCustomers: Number(r.new_customers),
        installs: Number(r.installs),
        scans: Number(r.scans),
        stampsGiven: Number(r.stamps_given),
        pointsGiven: Number(r.points_given),
        rewardsRedeemed: Number(r.rewards_redeemed),
        couponsRedeemed: Number(r.coupons_redeemed),
        messagesSent: Number(r.messages_sent),
      }));
    },
    async activePasses(businessId, cardId) {
      const [row] = await rowsOf<{ n: number }>(
        db.execute(sql`
          select count(*)::int as n from pass_holders
          where business_id = ${businessId}::uuid ${cardId ? sql`and card_id = ${cardId}::uuid` : sql``}
            and (google_state = 'saved' or apple_devices > 0) and not is_test`),
      );
      return Number(row?.n ?? 0);
    },
    async customers(businessId, cardId) {
      const [row] = await rowsOf<{ n: number }>(
        db.execute(sql`
          select count(*)::int as n from pass_holders
          where business_id = ${businessId}::uuid ${cardId ? sql`and card_id = ${cardId}::uuid` : sql``}
            and not is_test`),
      );
      return Number(row?.n ?? 0);
    },
  };
};
