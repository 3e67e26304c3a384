import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { HolderBalance, HolderTarget, ScanLedger, ScanLedgerEntry } from '#domain/scanner/index.ts';
import { ok } from '#domain/shared/index.ts';
import type { PassHolder } from '#domain/wallet/index.ts';
import type { AppDatabase } from './database.ts';
import { appleRegistrations, holderLedger, newPassVersion, passHolders, scannerDevices } from './schema.ts';
import { isUuid } from './ids.ts';

const holderWhere = (businessId: string, target: HolderTarget) =>
  and(
    eq(passHolders.businessId, businessId),
    'barcode' in target
      ? eq(passHolders.barcodeMessage, target.barcode)
      : 'shortCode' in target
        ? eq(passHolders.shortCode, target.shortCode)
        : eq(passHolders.id, target.holderId),
  );

const validTarget = (target: HolderTarget) => !('holderId' in target) || isUuid(target.holderId);

/** The cache key of a code a scanner sends (the QR's value and the short code never look alike). */
const codeKey = (businessId: string, target: HolderTarget) =>
  'barcode' in target
    ? `${businessId}\u0000${target.barcode}`
    : 'shortCode' in target
      ? `${businessId}\u0000#${target.shortCode}`
      : null;

/** Postgres (and PGlite) report a unique violation as SQLSTATE 23505, possibly wrapped by drizzle. */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

type LedgerRow = typeof holderLedger.$inferSelect;

/**
 * The ledger columns of one balance change: what changed and the balance after it, so a balance
 * always equals its ledger (architecture §7). The demo history writes its rows the same way.
 */
export const balanceChangeColumns = (before: HolderBalance, after: HolderBalance) => ({
  stampsDelta: after.stamps - before.stamps,
  pointsDelta: after.points - before.points,
  stampsAfter: after.stamps,
  pointsAfter: after.points,
  rewardsRedeemedAfter: after.rewardsRedeemed,
  redeemedAtAfter: after.redeemedAt,
});
type ApplyInput = Parameters<ScanLedger['apply']>[0];

/**
 * Scan actions, each atomic. First without locks: the holder as read is decided on and written
 * with its ledger row in one statement that applies only over that balance. When another scan
 * changed the pass meanwhile, the action is decided again in a transaction holding the row lock,
 * so concurrent scans of one pass are all counted exactly once and contention queues instead of
 * spinning. The unique (business, idempotency key) makes a replay change nothing.
 */
export const createScanLedger = (db: AppDatabase): ScanLedger => {
  // Scans of one pass in this process take turns, so they do not read the same balance and then
  // lose the compare-and-set to each other (the embedded database serves one statement at a time
  // anyway). A hand-written chain per holder: a lock library would add a dependency for 10 lines.
  const turns = new Map<string, Promise<unknown>>();
  // The balance the last turn wrote, while other turns of the holder wait (a stale one only costs
  // a failed compare-and-set).
  const latest = new Map<string, PassHolder>();
  // Which pass a QR code is, so a scan of a pass whose turns are running reads the balance the
  // last turn wrote instead of the database. Only consulted while `latest` has the pass.
  const idsByBarcode = new LRUCache<string, string>({ max: 10_000 });

  const find = async (businessId: string, target: HolderTarget): Promise<PassHolder | null> => {
    if (!validTarget(target)) return null;
    const barcodeKey = codeKey(businessId, target);
    const id = barcodeKey ? idsByBarcode.get(barcodeKey) : (target as { holderId: string }).holderId;
    const hot = id ? latest.get(id) : undefined;
    if (hot && hot.businessId === businessId) return hot;
    const [row] = await db.select().from(passHolders).where(holderWhere(businessId, target)).limit(1);
    if (row && barcodeKey) idsByBarcode.set(barcodeKey, row.id);
    return row ?? null;
  };
  const replay = async (prior: LedgerRow) => {
    const [holder] = await db.select().from(passHolders).where(eq(passHolders.id, prior.holderId)).limit(1);
    if (!holder) return null;
    const after: PassHolder = {
      ...holder,
      stamps: prior.stampsAfter,
      points: prior.pointsAfter,
      rewardsRedeemed: prior.rewardsRedeemedAfter,
      redeemedAt: prior.redeemedAtAfter,
    };
    return ok({
      before: after,
      after,
      replayed: true,
      entry: { id: String(prior.id), at: prior.createdAt, action: prior.action, request: prior.request },
    });
  };
  const priorOf = async (businessId: string, key: string) => {
    const [prior] = await db
      .select()
      .from(holderLedger)
      .where(and(eq(holderLedger.businessId, businessId), eq(holderLedger.idempotencyKey, key)))
      .limit(1);
    return prior ?? null;
  };

  /**
   * Writes the new balance and its ledger row in one statement, only over the balance `decide`
   * saw (compare-and-set on the counters): no row back means another scan got there first. The
   * pass's push tokens come back in the same round trip. One statement is one implicit
   * transaction and one round trip, which is what a busy counter on the single-connection
   * embedded database needs (BEGIN, a locking read, two writes and COMMIT would take five).
   */
  const write = async (
    input: ApplyInput,
    before: PassHolder,
    next: HolderBalance,
  ): Promise<{ entryId: string; pushTokens: string[] } | null> => {
    const redeemedAt = next.redeemedAt?.toISOString() ?? null;
    const result = await db.execute(sql`
      with upd as (
        update ${passHolders}
        set stamps = ${next.stamps}, points = ${next.points},
            rewards_redeemed = ${next.rewardsRedeemed},
            redeemed_at = ${redeemedAt}::timestamptz, updated_at = ${input.at.toISOString()}::timestamptz,
            last_activity_at = ${input.at.toISOString()}::timestamptz,
            pass_version = nextval('pass_version_seq'), pass_version_at = clock_timestamp()
        where id = ${before.id} and stamps = ${before.stamps} and points = ${before.points}
          and rewards_redeemed = ${before.rewardsRedeemed}
          and redeemed_at is not distinct from ${before.redeemedAt?.toISOString() ?? null}::timestamptz
        returning id
      ), ins as (
        insert into ${holderLedger} (business_id, holder_id, card_id, actor_type, actor_id, action,
          stamps_delta, points_delta, stamps_after, points_after, rewards_redeemed_after,
          redeemed_at_after, notes, idempotency_key, request, purchase, created_at)
        select ${input.businessId}::uuid, upd.id, ${before.cardId}::uuid, ${input.actor.type}, ${input.actor.id},
          ${input.action}, ${next.stamps - before.stamps}, ${next.points - before.points},
          ${next.stamps}, ${next.points}, ${next.rewardsRedeemed}, ${redeemedAt}::timestamptz,
          ${input.notes}, ${input.idempotencyKey}, ${input.request},
          ${input.purchase ? JSON.stringify(input.purchase) : null}::jsonb, ${input.at.toISOString()}::timestamptz
        from upd
        returning id
      ), tokens as (
        select coalesce(array_agg(distinct push_token), '{}') as push_tokens
        from ${appleRegistrations} where serial_number = ${before.serialNumber}
      )
      select ins.id as entry_id, tokens.push_tokens from ins, tokens`);
    const [row] = (result as unknown as { rows: { entry_id: string | number; push_tokens: string[] }[] })
      .rows;
    return row ? { entryId: String(row.entry_id), pushTokens: row.push_tokens } : null;
  };

  /**
   * The contended path: one transaction with the holder row locked (`FOR UPDATE`), so waiting
   * scans of one pass go one after another instead of retrying. The idempotency key is looked up
   * under the lock: a request racing with the first of its key waits for it and replays it.
   */
  const applyLocked = async (input: ApplyInput, target: HolderTarget) => {
    const key = input.idempotencyKey;
    try {
      const outcome = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(passHolders)
          .where(holderWhere(input.businessId, target))
          .for('update')
          .limit(1);
        if (!before) return null;
        // Looked up under the row lock: a request racing with the same key waits for the first
        // and then finds its ledger row, so it replays that outcome instead of deciding again
        // (a coupon would otherwise answer "already redeemed" to its own replay).
        if (key) {
          const [prior] = await tx
            .select()
            .from(holderLedger)
            .where(and(eq(holderLedger.businessId, input.businessId), eq(holderLedger.idempotencyKey, key)))
            .limit(1);
          if (prior) return { prior };
        }
        const decided = input.decide(before);
        if (!decided.ok) return decided;
        const next = decided.value;
        const [after] = await tx
          .update(passHolders)
          .set({
            stamps: next.stamps,
            points: next.points,
            rewardsRedeemed: next.rewardsRedeemed,
            redeemedAt: next.redeemedAt,
            updatedAt: input.at,
            lastActivityAt: input.at,
            ...newPassVersion(),
          })
          .where(eq(passHolders.id, before.id))
          .returning();
        const [entry] = await tx
          .insert(holderLedger)
          .values({
            businessId: input.businessId,
            holderId: before.id,
            cardId: before.cardId,
            actorType: input.actor.type,
            actorId: input.actor.id,
            action: input.action,
            ...balanceChangeColumns(before, next),
            notes: input.notes,
            idempotencyKey: key,
            request: input.request,
            purchase: input.purchase ?? null,
            createdAt: input.at,
          })
          .returning({ id: holderLedger.id });
        return ok({
          before,
          after: after!,
          replayed: false,
          entry: { id: String(entry!.id), at: input.at, action: input.action, request: input.request },
        });
      });
      if (outcome && 'prior' in outcome) return replay(outcome.prior);
      return outcome;
    } catch (error) {
      if (key && isUniqueViolation(error)) {
        const prior = await priorOf(input.businessId, key);
        if (prior) return replay(prior);
      }
      throw error;
    }
  };

  const inTurn = async <T>(holderId: string, run: (waited: boolean) => Promise<T>): Promise<T> => {
    const previous = turns.get(holderId);
    const mine = (previous ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => run(previous !== undefined));
    turns.set(holderId, mine);
    try {
      return await mine;
    } finally {
      if (turns.get(holderId) === mine) {
        turns.delete(holderId);
        latest.delete(holderId);
      }
    }
  };

  const fastPath = async (input: ApplyInput, before: PassHolder) => {
    const decided = input.decide(before);
    if (!decided.ok) return null;
    try {
      const written = await write(input, before, decided.value);
      if (!written) return null;
      const after: PassHolder = { ...before, ...decided.value, updatedAt: input.at };
      return ok({
        before,
        after,
        replayed: false,
        pushTokens: written.pushTokens,
        entry: { id: written.entryId, at: input.at, action: input.action, request: input.request },
      });
    } catch (error) {
      // The unique (business, idempotency key) refused the row: the whole statement is undone.
      const prior =
        input.idempotencyKey && isUniqueViolation(error)
          ? await priorOf(input.businessId, input.idempotencyKey)
          : null;
      if (prior) return replay(prior);
      throw error;
    }
  };

  const entries = (where: SQL | undefined) =>
    db
      .select({
        id: holderLedger.id,
        holderId: holderLedger.holderId,
        actorType: holderLedger.actorType,
        actorId: holderLedger.actorId,
        deviceName: scannerDevices.deviceName,
        action: holderLedger.action,
        stampsDelta: holderLedger.stampsDelta,
        pointsDelta: holderLedger.pointsDelta,
        at: holderLedger.createdAt,
      })
      .from(holderLedger)
      .leftJoin(
        scannerDevices,
        and(eq(holderLedger.actorType, 'device'), sql`${scannerDevices.id}::text = ${holderLedger.actorId}`),
      )
      .where(where);
  type EntryRow = Awaited<ReturnType<typeof entries>>[number];
  const toEntry = (row: EntryRow | undefined): ScanLedgerEntry | null =>
    row
      ? {
          id: String(row.id),
          holderId: row.holderId,
          actor: { type: row.actorType, id: row.actorId },
          deviceName: row.deviceName,
          action: row.action,
          stampsDelta: row.stampsDelta,
          pointsDelta: row.pointsDelta,
          at: row.at,
        }
      : null;

  return {
    find,
    async entry(businessId, entryId) {
      // Ledger ids are bigserial: anything else is not a row (and must not reach the database).
      if (!/^[1-9]\d{0,17}$/.test(entryId)) return null;
      const [row] = await entries(
        and(eq(holderLedger.businessId, businessId), eq(holderLedger.id, Number(entryId))),
      ).limit(1);
      return toEntry(row);
    },
    async lastEntry(businessId, holderId, action) {
      if (!isUuid(holderId)) return null;
      const [row] = await entries(
        and(
          eq(holderLedger.businessId, businessId),
          eq(holderLedger.holderId, holderId),
          eq(holderLedger.action, action),
        ),
      )
        .orderBy(desc(holderLedger.id))
        .limit(1);
      return toEntry(row);
    },
    async apply(input) {
      if (!validTarget(input.target)) return null;
      const seen = input.seen ?? (await find(input.businessId, input.target));
      if (!seen) return null;
      return inTurn(seen.id, async (waited) => {
        // After waiting, what was read before is stale: the turn before left the balance it wrote.
        const before = waited
          ? (latest.get(seen.id) ?? (await find(input.businessId, { holderId: seen.id })))
          : seen;
        if (!before) return null;
        const fast = await fastPath(input, before);
        if (fast?.ok && !fast.value.replayed) latest.set(seen.id, fast.value.after);
        else latest.delete(seen.id);
        // Another instance changed the pass meanwhile, or the rules refused on what was read
        // (which may be this request's own earlier outcome): decide again under the row lock.
        return fast ?? applyLocked(input, { holderId: before.id });
      });
    },
  };
};
