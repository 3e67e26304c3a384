import { and, eq } from 'drizzle-orm';
import type { HolderTarget, ScanLedger } from '#domain/scanner/index.ts';
import { ok } from '#domain/shared/index.ts';
import type { PassHolder } from '#domain/wallet/index.ts';
import type { AppDatabase } from './database.ts';
import { holderLedger, passHolders } from './schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const holderWhere = (businessId: string, target: HolderTarget) =>
  and(
    eq(passHolders.businessId, businessId),
    'barcode' in target
      ? eq(passHolders.barcodeMessage, target.barcode)
      : eq(passHolders.id, target.holderId),
  );

const validTarget = (target: HolderTarget) => 'barcode' in target || UUID.test(target.holderId);

/** Postgres (and PGlite) report a unique violation as SQLSTATE 23505, possibly wrapped by drizzle. */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

type LedgerRow = typeof holderLedger.$inferSelect;

/**
 * Scan actions in one transaction each: the holder row is locked (`FOR UPDATE`), so concurrent
 * scans of one pass run one after another and none is lost; the ledger row is written in the
 * same transaction, and its unique (business, idempotency key) makes a replay change nothing —
 * two racing requests with one key: the second waits for the first, fails on the key, and
 * answers the first one's outcome.
 */
export const createScanLedger = (db: AppDatabase): ScanLedger => {
  const find = async (businessId: string, target: HolderTarget): Promise<PassHolder | null> => {
    if (!validTarget(target)) return null;
    const [row] = await db.select().from(passHolders).where(holderWhere(businessId, target)).limit(1);
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
    return ok({ before: after, after, replayed: true });
  };
  const priorOf = async (businessId: string, key: string) => {
    const [prior] = await db
      .select()
      .from(holderLedger)
      .where(and(eq(holderLedger.businessId, businessId), eq(holderLedger.idempotencyKey, key)))
      .limit(1);
    return prior ?? null;
  };

  return {
    find,
    async apply(input) {
      if (!validTarget(input.target)) return null;
      const key = input.idempotencyKey;
      try {
        const outcome = await db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(passHolders)
            .where(holderWhere(input.businessId, input.target))
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
            })
            .where(eq(passHolders.id, before.id))
            .returning();
          await tx.insert(holderLedger).values({
            businessId: input.businessId,
            holderId: before.id,
            actorType: input.actor.type,
            actorId: input.actor.id,
            action: input.action,
            stampsDelta: next.stamps - before.stamps,
            pointsDelta: next.points - before.points,
            stampsAfter: next.stamps,
            pointsAfter: next.points,
            rewardsRedeemedAfter: next.rewardsRedeemed,
            redeemedAtAfter: next.redeemedAt,
            notes: input.notes,
            idempotencyKey: key,
            createdAt: input.at,
          });
          return ok({ before, after: after!, replayed: false });
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
    },
  };
};
