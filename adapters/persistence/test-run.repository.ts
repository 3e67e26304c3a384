import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TestRunFacts, TestRunReader } from '#domain/testing-wizard/index.ts';
import type { AppDatabase } from './database.ts';
import { isUuid } from './ids.ts';
import { cardMessages, holderLedger, passHolders, scannerDevices } from './schema.ts';

const NOTHING: TestRunFacts = { testCustomer: null, message: null, scan: null };

/** What happened to a card's newest test customer, read from the holder, its messages and its ledger. */
export const createTestRunReader = (db: AppDatabase): TestRunReader => ({
  async facts(businessId, cardId) {
    if (!isUuid(cardId)) return NOTHING;
    const [holder] = await db
      .select()
      .from(passHolders)
      .where(
        and(
          eq(passHolders.businessId, businessId),
          eq(passHolders.cardId, cardId),
          eq(passHolders.isTest, true),
        ),
      )
      .orderBy(desc(passHolders.createdAt), desc(passHolders.id))
      .limit(1);
    if (!holder) return NOTHING;
    const [[message], [scan]] = await Promise.all([
      db
        .select()
        .from(cardMessages)
        .where(and(eq(cardMessages.businessId, businessId), eq(cardMessages.holderId, holder.id)))
        .orderBy(desc(cardMessages.createdAt))
        .limit(1),
      db
        .select({ at: holderLedger.createdAt, deviceName: scannerDevices.deviceName })
        .from(holderLedger)
        .innerJoin(scannerDevices, sql`${scannerDevices.id}::text = ${holderLedger.actorId}`)
        .where(
          and(
            eq(holderLedger.businessId, businessId),
            eq(holderLedger.holderId, holder.id),
            eq(holderLedger.actorType, 'device'),
          ),
        )
        .orderBy(asc(holderLedger.id))
        .limit(1),
    ]);
    return {
      testCustomer: {
        id: holder.id,
        name: holder.name,
        unusedCode: holder.validatedAt ? null : holder.validationCode,
        createdAt: holder.createdAt,
        downloadedAt: holder.downloadedAt,
        installedAt: holder.installedAt,
        wallet: holder.appleDevices > 0 ? 'apple' : holder.googleState === 'saved' ? 'google' : null,
      },
      message: message
        ? {
            text: message.text,
            sentAt: message.createdAt,
            deliveredAt: message.delivered === message.recipients ? message.finishedAt : null,
            recipients: message.recipients,
            // The pass shows this message: the holder's own copy is the one this message wrote.
            onPass:
              holder.message === message.text && holder.messageAt?.getTime() === message.createdAt.getTime(),
          }
        : null,
      scan: scan ?? null,
    };
  },
});
