import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CardMessageRepository, StoredCardMessage } from '#domain/messaging/index.ts';
import type { AppDatabase } from './database.ts';
import { segmentCondition } from './segment-criteria.ts';
import { appleRegistrations, cardMessages, newPassVersion, passHolders } from './schema.ts';

const DAY_MS = 86_400_000;
const count = sql<number>`count(*)::int`;

/** The holders a message goes to: its one holder, and its segment judged at the time it was sent. */
const audienceOf = (message: Pick<StoredCardMessage, 'audience' | 'businessId' | 'createdAt' | 'holderId'>) =>
  and(
    message.holderId ? eq(passHolders.id, message.holderId) : undefined,
    message.audience ? segmentCondition(message.businessId, message.audience, message.createdAt) : undefined,
  ) ?? sql`true`;

export const createCardMessageRepository = (db: AppDatabase): CardMessageRepository => ({
  async insert(message) {
    const [row] = await db
      .insert(cardMessages)
      .values({
        ...message,
        recipients: sql`(select count(*)::int from ${passHolders} where ${passHolders.cardId} = ${message.cardId}
          and ${audienceOf(message)})`,
      })
      .returning();
    return row as StoredCardMessage;
  },
  async find(id) {
    const [row] = await db.select().from(cardMessages).where(eq(cardMessages.id, id)).limit(1);
    return row ?? null;
  },
  async deliverBatch(message, afterHolderId, limit, at) {
    // Keyset pages by holder id: each step touches at most `limit` rows, whatever the card's size.
    const page = db
      .select({ id: passHolders.id })
      .from(passHolders)
      .where(
        and(
          eq(passHolders.cardId, message.cardId),
          afterHolderId ? gt(passHolders.id, afterHolderId) : undefined,
          audienceOf(message),
        ),
      )
      .orderBy(asc(passHolders.id))
      .limit(limit);
    const holders = await db
      .update(passHolders)
      .set({ message: message.text, messageAt: message.createdAt, updatedAt: at, ...newPassVersion() })
      .where(inArray(passHolders.id, page))
      .returning({
        id: passHolders.id,
        serialNumber: passHolders.serialNumber,
        googleState: passHolders.googleState,
      });
    holders.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const tokens = holders.length
      ? await db
          .selectDistinct({ pushToken: appleRegistrations.pushToken })
          .from(appleRegistrations)
          .where(
            inArray(
              appleRegistrations.serialNumber,
              holders.map((h) => h.serialNumber),
            ),
          )
      : [];
    return { holders, pushTokens: tokens.map((t) => t.pushToken) };
  },
  async progress(id, delivered, finishedAt) {
    await db.update(cardMessages).set({ delivered, finishedAt }).where(eq(cardMessages.id, id));
  },
  async counts(cardId, now) {
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
    const since = (column: typeof cardMessages.createdAt | typeof passHolders.installedAt, from: Date) =>
      sql<number>`count(*) filter (where ${column} >= ${from.toISOString()}::timestamptz)::int`;
    // Active: a pass still in a wallet (an Apple device registered for it, or saved in Google Wallet).
    const active = sql`${passHolders.googleState} = 'saved' or ${passHolders.appleDevices} > 0`;
    const [[messages], [holders], [last]] = await Promise.all([
      db
        .select({
          week: since(cardMessages.createdAt, weekAgo),
          month: since(cardMessages.createdAt, monthAgo),
          all: count,
        })
        .from(cardMessages)
        .where(eq(cardMessages.cardId, cardId)),
      db
        .select({
          week: since(passHolders.installedAt, weekAgo),
          month: since(passHolders.installedAt, monthAgo),
          all: sql<number>`count(*) filter (where ${passHolders.installedAt} is not null)::int`,
          active: sql<number>`count(*) filter (where ${active})::int`,
        })
        .from(passHolders)
        // The test customer's pass is the owner's own: not an install of the card.
        .where(and(eq(passHolders.cardId, cardId), eq(passHolders.isTest, false))),
      db
        .select()
        .from(cardMessages)
        .where(eq(cardMessages.cardId, cardId))
        .orderBy(desc(cardMessages.createdAt))
        .limit(1),
    ]);
    return {
      messagesLast7Days: messages?.week ?? 0,
      messagesLastMonth: messages?.month ?? 0,
      messagesAllTime: messages?.all ?? 0,
      installsLast7Days: holders?.week ?? 0,
      installsLastMonth: holders?.month ?? 0,
      installsAllTime: holders?.all ?? 0,
      activeCards: holders?.active ?? 0,
      lastMessage: last ?? null,
    };
  },
});
