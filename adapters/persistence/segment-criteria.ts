import { sql, type SQL } from 'drizzle-orm';
import type { RewardThreshold, SegmentCriteria } from '#domain/segments/index.ts';
import { passHolders as p } from './schema.ts';

const DAY_MS = 86_400_000;
const ago = (now: Date, days: number) =>
  sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;

const counterOf = (t: RewardThreshold) => (t.counter === 'stamps' ? p.stamps : p.points);

const ready = (t: RewardThreshold): SQL =>
  t.keepsCount
    ? sql`(${counterOf(t)} / ${t.target}) > ${p.rewardsRedeemed}`
    : sql`${counterOf(t)} >= ${t.target}`;

const anyCard = (thresholds: readonly RewardThreshold[], condition: (t: RewardThreshold) => SQL): SQL =>
  thresholds.length === 0
    ? sql`false`
    : sql`(${sql.join(
        thresholds.map((t) => sql`(${p.cardId} = ${t.cardId}::uuid and ${condition(t)})`),
        sql` or `,
      )})`;

// A birthday typed as 1990-05-14 or 14.05.1990 / 14/05 (day first, as the seven site languages write it).
const monthOf = (value: SQL) =>
  sql`coalesce(substring(${value} from '^\\d{4}-(\\d{1,2})-\\d{1,2}'), substring(${value} from '^\\d{1,2}[./-](\\d{1,2})(?:[./-]\\d{2,4})?$'))::int`;

/**
 * A segment's criteria alone, test customers not excluded: for a query that leaves them out once
 * in its own WHERE (the segment counter, which would otherwise test it per criterion and row).
 */
export const criteriaCondition = (businessId: string, criteria: SegmentCriteria, now: Date): SQL => {
  const seen = sql`coalesce(${p.lastActivityAt}, ${p.createdAt})`;
  switch (criteria.kind) {
    case 'everyone':
      return sql`true`;
    case 'joined_within':
      return sql`${p.createdAt} >= ${ago(now, criteria.days)}`;
    case 'active_within':
      return sql`${p.lastActivityAt} >= ${ago(now, criteria.days)}`;
    case 'inactive_between':
      return criteria.toDays === null
        ? sql`${seen} < ${ago(now, criteria.fromDays)}`
        : sql`(${seen} < ${ago(now, criteria.fromDays)} and ${seen} >= ${ago(now, criteria.toDays)})`;
    case 'reward_ready':
      return anyCard(criteria.cards, ready);
    case 'close_to_reward':
      return anyCard(
        criteria.cards,
        (t) => sql`not ${ready(t)} and (${counterOf(t)} % ${t.target}) >= ${t.target - t.near}`,
      );
    case 'top_spenders':
      // The threshold counts a test pass's points too: leaving it out made the whole segments read
      // a fifth slower (bench), and one pass barely moves a percentile; the pass is in no segment.
      return sql`${p.points} > 0 and ${p.points} >= (select percentile_disc(${1 - criteria.share}) within group (order by points)
        from pass_holders where business_id = ${businessId}::uuid and points > 0)`;
    case 'birthday_month':
      return criteria.fields.length === 0
        ? sql`false`
        : sql`(${sql.join(
            criteria.fields.map(
              (f) =>
                sql`(${p.cardId} = ${f.cardId}::uuid and ${monthOf(sql`(${p.data} ->> ${f.key})`)} = ${criteria.month})`,
            ),
            sql` or `,
          )})`;
    case 'field_value':
      return criteria.multiple
        ? sql`(${p.cardId} = ${criteria.cardId}::uuid and (${p.data} -> ${criteria.field}) @> jsonb_build_array(${criteria.value}::text))`
        : sql`(${p.cardId} = ${criteria.cardId}::uuid and (${p.data} ->> ${criteria.field}) = ${criteria.value})`;
  }
};

/**
 * A segment's criteria as a condition on `pass_holders` (requirements §3 segment), for counting and for
 * filtering the customers table by segment. "Visits" are ledger changes (`last_activity_at`); a
 * customer who never came back counts from the day they joined. The card-testing wizard's test
 * customer is in no segment: it is the owner's own pass, not a customer.
 */
export const segmentCondition = (businessId: string, criteria: SegmentCriteria, now: Date): SQL =>
  sql`(not ${p.isTest} and ${criteriaCondition(businessId, criteria, now)})`;
