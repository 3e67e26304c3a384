import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CardRepository, StoredCard } from '#domain/cards/index.ts';
import type { AppDatabase } from './database.ts';
import { cards, newPassVersion } from './schema.ts';
import { isUuid } from './ids.ts';

type Row = typeof cards.$inferSelect;

const toStored = (row: Row): StoredCard => ({
  id: row.id,
  businessId: row.businessId,
  content: row.content,
  draft: row.draft ?? null,
  editDraftId: row.editDraftId ?? null,
  isPublished: row.isPublished,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  publishedAt: row.publishedAt ?? null,
  deletedAt: row.deletedAt ?? null,
});

export const createCardRepository = (db: AppDatabase): CardRepository => {
  const mine = (businessId: string, id: string) => and(eq(cards.businessId, businessId), eq(cards.id, id));
  const first = (rows: Row[]) => (rows[0] ? toStored(rows[0]) : null);
  return {
    async list(businessId, { trashed }) {
      const rows = await db
        .select()
        .from(cards)
        .where(
          and(
            eq(cards.businessId, businessId),
            trashed ? isNotNull(cards.deletedAt) : isNull(cards.deletedAt),
          ),
        )
        .orderBy(trashed ? desc(cards.deletedAt) : desc(cards.createdAt), asc(cards.id));
      return rows.map(toStored);
    },
    async findPublished(id) {
      if (!isUuid(id)) return null;
      return first(
        await db
          .select()
          .from(cards)
          .where(and(eq(cards.id, id), eq(cards.isPublished, true), isNull(cards.deletedAt)))
          .limit(1),
      );
    },
    async find(businessId, id) {
      // A malformed id is simply not one of this business's cards (and must not reach the uuid cast).
      if (!isUuid(id)) return null;
      return first(await db.select().from(cards).where(mine(businessId, id)).limit(1));
    },
    async insert({ id, businessId, content, isPublished, at }) {
      const rows = await db
        .insert(cards)
        .values({
          id,
          businessId,
          name: content.name,
          passType: content.passType,
          content,
          isPublished,
          createdAt: at,
          updatedAt: at,
          publishedAt: isPublished ? at : null,
        })
        .returning();
      return toStored(rows[0] as Row);
    },
    async saveContent(businessId, id, content, at) {
      if (!isUuid(id)) return null;
      return first(
        await db
          .update(cards)
          .set({ content, name: content.name, passType: content.passType, updatedAt: at })
          .where(and(mine(businessId, id), isNull(cards.deletedAt)))
          .returning(),
      );
    },
    async saveDraft(businessId, id, draftId, content, at) {
      if (!isUuid(id)) return null;
      return first(
        await db
          .update(cards)
          .set({ draft: content, editDraftId: draftId, updatedAt: at })
          .where(and(mine(businessId, id), isNull(cards.deletedAt)))
          .returning(),
      );
    },
    async publish(businessId, id, at) {
      if (!isUuid(id)) return null;
      return first(
        await db
          .update(cards)
          .set({
            content: sql`coalesce(${cards.draft}, ${cards.content})`,
            name: sql`coalesce(${cards.draft}->>'name', ${cards.name})`,
            passType: sql`coalesce(${cards.draft}->>'passType', ${cards.passType})`,
            draft: null,
            editDraftId: null,
            isPublished: true,
            publishedAt: at,
            updatedAt: at,
            ...newPassVersion(),
          })
          .where(and(mine(businessId, id), isNull(cards.deletedAt)))
          .returning(),
      );
    },
    async trash(businessId, id, at) {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(cards)
        .set({ deletedAt: at, updatedAt: at })
        .where(and(mine(businessId, id), isNull(cards.deletedAt)))
        .returning({ id: cards.id });
      return rows.length > 0;
    },
    async restore(businessId, id, at) {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(cards)
        .set({ deletedAt: null, updatedAt: at })
        .where(and(mine(businessId, id), isNotNull(cards.deletedAt)))
        .returning({ id: cards.id });
      return rows.length > 0;
    },
    async purge(businessId, id) {
      if (!isUuid(id)) return false;
      const rows = await db.delete(cards).where(mine(businessId, id)).returning({ id: cards.id });
      return rows.length > 0;
    },
  };
};
