import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  createdRange,
  phoneDigitsOf,
  type CustomerDirectory,
  type CustomerRecord,
  type CustomerSelection,
  type CustomerSortField,
} from '#domain/customers/index.ts';
import type { SegmentCounter } from '#domain/segments/index.ts';
import type { AppDatabase } from './database.ts';
import { criteriaCondition, segmentCondition } from './segment-criteria.ts';
import { cards, holderLedger, passHolders as p, scannerDevices, users } from './schema.ts';
import { isUuid } from './ids.ts';
import { nameSortKey } from './name-sort.ts';

const EXPORT_BATCH = 2_000;
const inWallet = sql`(${p.googleState} = 'saved' or ${p.appleDevices} > 0)`;

// Nullable sort keys read as the lowest value, so that keyset pages compare them like the rest.
// Keyset pages carry the key as text and cast it back to its type.
// The name's key depends on the direction: customers without a name come last either way.
const sortKeys: Record<CustomerSortField, { expr: SQL | ((descending: boolean) => SQL); type: SQL }> = {
  createdAt: { expr: sql`${p.createdAt}`, type: sql.raw('timestamptz') },
  name: { expr: (descending) => nameSortKey(p.nameKey, descending), type: sql.raw('text') },
  installedAt: {
    expr: sql`coalesce(${p.installedAt}, '-infinity'::timestamptz)`,
    type: sql.raw('timestamptz'),
  },
  lastActivityAt: {
    expr: sql`coalesce(${p.lastActivityAt}, '-infinity'::timestamptz)`,
    type: sql.raw('timestamptz'),
  },
  stamps: { expr: sql`${p.stamps}`, type: sql.raw('integer') },
  points: { expr: sql`${p.points}`, type: sql.raw('integer') },
};

const columns = {
  holder: p,
  cardName: cards.name,
  passType: cards.passType,
  loyaltyCardType: sql<string | null>`${cards.content} ->> 'loyaltyCardType'`,
};

type Row = {
  holder: typeof p.$inferSelect;
  cardName: string;
  passType: string;
  loyaltyCardType: string | null;
};

const toRecord = ({ holder, ...card }: Row): CustomerRecord => ({ ...holder, ...card }) as CustomerRecord;

// LIKE patterns take the text literally: %, _ and \ typed by the user are not wildcards.
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search box: the expressions of the trigram indexes pass_holders_search_idx and (for a
 * search that reads as a phone number) pass_holders_phone_digits_idx, so that they answer it.
 */
const textSearch = (q: string): SQL => {
  const text = sql`lower(${p.name} || ' ' || ${p.email} || ' ' || ${p.phone}) like ${likePattern(q.toLowerCase())}`;
  const digits = phoneDigitsOf(q);
  if (!digits) return text;
  return sql`(${text} or regexp_replace(${p.phone}, '[^0-9]', '', 'g') like ${likePattern(digits)})`;
};

const conditions = (businessId: string, s: CustomerSelection, now: Date): SQL[] => {
  const { from, to } = createdRange(s);
  const list: (SQL | undefined)[] = [
    eq(p.businessId, businessId),
    isNull(cards.deletedAt),
    s.cardId ? eq(p.cardId, s.cardId) : undefined,
    s.status === 'not_installed' ? sql`${p.installedAt} is null` : undefined,
    s.status === 'installed' ? sql`${p.installedAt} is not null and ${inWallet}` : undefined,
    s.status === 'deleted' ? sql`${p.installedAt} is not null and not ${inWallet}` : undefined,
    from ? sql`${p.createdAt} >= ${from.toISOString()}::timestamptz` : undefined,
    to ? sql`${p.createdAt} < ${to.toISOString()}::timestamptz` : undefined,
    s.q ? textSearch(s.q) : undefined,
    s.audience ? segmentCondition(businessId, s.audience, now) : undefined,
  ];
  return list.filter((c): c is SQL => c !== undefined);
};

const order = (sort: CustomerSelection['sort']) => {
  const descending = sort.startsWith('-');
  const { expr, type } = sortKeys[sort.replace(/^-/, '') as CustomerSortField];
  const key = typeof expr === 'function' ? expr(descending) : expr;
  return { key, type, descending, by: descending ? [desc(key), desc(p.id)] : [asc(key), asc(p.id)] };
};

/** Customers (pass holders of not-deleted cards) with their card, read for the customers page. */
export const createCustomerDirectory = (db: AppDatabase): CustomerDirectory & SegmentCounter => {
  const base = () => db.select(columns).from(p).innerJoin(cards, eq(cards.id, p.cardId));
  return {
    async list(businessId, selection, page, now) {
      const where = and(...conditions(businessId, selection, now));
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(...order(selection.sort).by)
          .limit(page.pageSize)
          .offset((page.page - 1) * page.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(p)
          .innerJoin(cards, eq(cards.id, p.cardId))
          .where(where),
      ]);
      return { items: rows.map(toRecord), total: total?.n ?? 0 };
    },
    async find(businessId, holderId) {
      if (!isUuid(holderId)) return null;
      const [row] = await base()
        .where(and(eq(p.businessId, businessId), eq(p.id, holderId), isNull(cards.deletedAt)))
        .limit(1);
      return row ? toRecord(row) : null;
    },
    async history(businessId, holderId, limit) {
      if (!isUuid(holderId)) return [];
      const rows = await db
        .select({
          id: holderLedger.id,
          actorType: holderLedger.actorType,
          actorName: sql<string>`coalesce(${scannerDevices.deviceName}, ${users.email}, '')`,
          action: holderLedger.action,
          stampsDelta: holderLedger.stampsDelta,
          pointsDelta: holderLedger.pointsDelta,
          stampsAfter: holderLedger.stampsAfter,
          pointsAfter: holderLedger.pointsAfter,
          purchase: holderLedger.purchase,
          notes: holderLedger.notes,
          createdAt: holderLedger.createdAt,
        })
        .from(holderLedger)
        .leftJoin(
          scannerDevices,
          and(
            eq(holderLedger.actorType, 'device'),
            sql`${scannerDevices.id}::text = ${holderLedger.actorId}`,
          ),
        )
        .leftJoin(
          users,
          and(eq(holderLedger.actorType, 'user'), sql`${users.id}::text = ${holderLedger.actorId}`),
        )
        .where(and(eq(holderLedger.holderId, holderId), eq(holderLedger.businessId, businessId)))
        .orderBy(desc(holderLedger.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, id: String(r.id) }));
    },
    async remove(businessId, holderId) {
      const found = await this.find(businessId, holderId);
      if (!found) return null;
      // The ledger and the Apple registrations go with the holder (foreign keys cascade).
      const deleted = await db
        .delete(p)
        .where(and(eq(p.businessId, businessId), eq(p.id, holderId)))
        .returning({ id: p.id });
      return deleted.length > 0 ? found : null;
    },
    async *stream(businessId, selection, now) {
      const { key, type, descending, by } = order(selection.sort);
      const where = conditions(businessId, selection, now);
      let after: { key: string; id: string } | null = null;
      for (;;) {
        const keyset: SQL | undefined = after
          ? descending
            ? sql`(${key}, ${p.id}) < (cast(${after.key} as ${type}), ${after.id}::uuid)`
            : sql`(${key}, ${p.id}) > (cast(${after.key} as ${type}), ${after.id}::uuid)`
          : undefined;
        const rows: (Row & { sortKey: string })[] = await db
          .select({ ...columns, sortKey: sql<string>`(${key})::text` })
          .from(p)
          .innerJoin(cards, eq(cards.id, p.cardId))
          .where(and(...where, keyset))
          .orderBy(...by)
          .limit(EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows.map(({ sortKey: _sortKey, ...row }) => toRecord(row));
        const last = rows[rows.length - 1] as (typeof rows)[number];
        after = { key: last.sortKey, id: last.holder.id };
        if (rows.length < EXPORT_BATCH) return;
      }
    },
    async count(businessId, criteria, now, cardId = null) {
      if (criteria.length === 0) return [];
      if (cardId !== null && !isUuid(cardId)) return criteria.map(() => 0);
      const counts = criteria.map(
        (c, i) =>
          sql`count(*) filter (where ${criteriaCondition(businessId, c, now)})::int as ${sql.identifier(`c${i}`)}`,
      );
      const result = (await db.execute(
        sql`select ${sql.join(counts, sql`, `)} from ${p} join ${cards} on ${cards.id} = ${p.cardId}
          where ${p.businessId} = ${businessId}::uuid and ${cards.deletedAt} is null and not ${p.isTest}
            ${cardId ? sql`and ${p.cardId} = ${cardId}::uuid` : sql``}`,
      )) as unknown as { rows: Record<string, number>[] };
      const row = result.rows[0] ?? {};
      return criteria.map((_, i) => Number(row[`c${i}`] ?? 0));
    },
  };
};
