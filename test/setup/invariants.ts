import { sql } from 'drizzle-orm';
import type { AppDatabase } from '#adapters/persistence/database.ts';

/**
 * What must hold after any scenario, however it was interrupted (issue 22, chaos): each ledger row
 * starts where the holder's previous one ended, a holder's counters are its last row's, and no
 * coupon is redeemed while already redeemed. Returns the breaches as readable lines (none: []).
 */
export const ledgerInvariants = async (db: AppDatabase): Promise<string[]> => {
  const result = await db.execute(sql`
    with chain as (
      select holder_id, id, action, stamps_delta, points_delta, stamps_after, points_after,
        lag(stamps_after) over w as stamps_before,
        lag(points_after) over w as points_before,
        lag(redeemed_at_after) over w as redeemed_before,
        row_number() over w as n
      from holder_ledger window w as (partition by holder_id order by id)
    )
    select 'ledger row ' || id || ' of holder ' || holder_id || ' does not follow the one before' as breach
      from chain
      where n > 1 and (stamps_before + stamps_delta <> stamps_after or points_before + points_delta <> points_after)
    union all
    select 'coupon of holder ' || holder_id || ' redeemed twice (row ' || id || ')'
      from chain where action = 'redeem_coupon' and redeemed_before is not null
    union all
    select 'holder ' || h.id || ' has ' || h.stamps || ' stamps and ' || h.points || ' points, its ledger '
        || last.stamps_after || ' and ' || last.points_after
      from pass_holders h
      join lateral (
        select stamps_after, points_after from holder_ledger l where l.holder_id = h.id order by l.id desc limit 1
      ) last on true
      where last.stamps_after <> h.stamps or last.points_after <> h.points
  `);
  return (result as unknown as { rows: { breach: string }[] }).rows.map((row) => row.breach);
};
