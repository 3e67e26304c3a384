import { and, eq, or, sql } from 'drizzle-orm';
import type { UploadRepository } from '#domain/files/index.ts';
import type { AppDatabase } from './database.ts';
import { businesses, cards, uploads, users } from './schema.ts';
import { isUuid } from './ids.ts';
import { businessRow, findBusinessRow } from './row-conditions.ts';

export const createUploadRepository = (db: AppDatabase): UploadRepository => ({
  async insert(upload) {
    await db.insert(uploads).values(upload);
  },
  find: (businessId, id) => findBusinessRow(db, uploads, businessId, id),
  async delete(businessId, id) {
    if (!isUuid(id)) return false;
    const rows = await db
      .delete(uploads)
      .where(businessRow(uploads, businessId, id))
      .returning({ id: uploads.id });
    return rows.length > 0;
  },
  async inUse(businessId, file) {
    // The file name (a uuid and its extension) stands in an image's address however it is written
    // (a path, or a full URL); position() takes it literally, where LIKE would read _ as a wildcard.
    const holds = (text: unknown) => sql`position(${file} in coalesce(${text}, '')) > 0`;
    const [card, logo, picture] = await Promise.all([
      db
        .select({ id: cards.id })
        .from(cards)
        .where(
          and(
            eq(cards.businessId, businessId),
            or(holds(sql`${cards.content}::text`), holds(sql`${cards.draft}::text`)),
          ),
        )
        .limit(1),
      db
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(eq(businesses.id, businessId), holds(businesses.logoUrl)))
        .limit(1),
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.businessId, businessId), holds(users.profileImage)))
        .limit(1),
    ]);
    return card.length + logo.length + picture.length > 0;
  },
});
