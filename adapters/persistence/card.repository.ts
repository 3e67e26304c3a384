import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { CardRepository, StoredCard } from '#domain/cards/index.ts';
import type { AppDatabase } from './database.ts';
import { cards, newPassVersion } from './schema.ts';
import { isUuid } from './ids.ts';
import { businessRow, findBusinessRow } from './row-conditions.ts';

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
  const mine = (businessId: string, id: string) => businessRow(cards, businessId, id);
  const first = (rows: Row[]) => (rows[0] ? toStored(rows[0]) : null);
  const inTrash = (trashed: boolean) => (trashed ? isNotNull(cards.deletedAt) : isNull(cards.deletedAt));
  // Only a card on the other side moves: trashing a trashed card (or restoring a live one) finds none.
  const moveTrash = async (businessId: string, id: string, at: Date, toTrash: boolean) => {
    if (!isUuid(id)) return false;
    const rows = await db
      .update(cards)
      .set({ deletedAt: toTrash ? at : null, updatedAt: at })
      .where(and(mine(businessId, id), inTrash(!toTrash)))
      .returning({ id: cards.id });
    return rows.length > 0;
  };
  // Every edit of a card outside the trash: one statement, the row as it is afterwards.
  const updateLive = async (
    businessId: string,
    id: string,
    values: PgUpdateSetSource<typeof cards>,
    onlyUnpublished = false,
  ) =>
    isUuid(id)
      ? first(
          await db
            .update(cards)
            .set(values)
            .where(
              and(
                mine(businessId, id),
                isNull(cards.deletedAt),
                onlyUnpublished ? eq(cards.isPublished, false) : undefined,
              ),
            )
            .returning(),
        )
      : null;
  return {
    async list(businessId, { trashed }) {
      const rows = await db
        .select()
        .from(cards)
        .where(and(eq(cards.businessId, businessId), inTrash(trashed)))
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
      const row = await findBusinessRow(db, cards, businessId, id);
      return row ? toStored(row) : null;
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
    // Only while unpublished, in the same statement: a publish that lands first turns this into a no-op.
    saveContent: (businessId, id, content, at) =>
      updateLive(
        businessId,
        id,
        { content, name: content.name, passType: content.passType, updatedAt: at },
        true,
      ),
    saveDraft: (businessId, id, draftId, content, at) =>
      updateLive(businessId, id, { draft: content, editDraftId: draftId, updatedAt: at }),
    discardDraft: (businessId, id, at) =>
      updateLive(businessId, id, { draft: null, editDraftId: null, updatedAt: at }),
    publish: (businessId, id, at) =>
      updateLive(businessId, id, {
        content: sql`coalesce(${cards.draft}, ${cards.content})`,
        name: sql`coalesce(${cards.draft}->>'name', ${cards.name})`,
        passType: sql`coalesce(${cards.draft}->>'passType', ${cards.passType})`,
        draft: null,
        editDraftId: null,
        isPublished: true,
        publishedAt: at,
        updatedAt: at,
        ...newPassVersion(),
      }),
    trash: (businessId, id, at) => moveTrash(businessId, id, at, true),
    restore: (businessId, id, at) => moveTrash(businessId, id, at, false),
    async purge(businessId, id) {
      if (!isUuid(id)) return false;
      const rows = await db.delete(cards).where(mine(businessId, id)).returning({ id: cards.id });
      return rows.length > 0;
    },
  };
};
