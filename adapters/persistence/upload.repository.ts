import type { UploadRepository } from '#domain/files/index.ts';
import type { AppDatabase } from './database.ts';
import { uploads } from './schema.ts';
import { isUuid } from './ids.ts';
import { businessRow } from './row-conditions.ts';

export const createUploadRepository = (db: AppDatabase): UploadRepository => ({
  async insert(upload) {
    await db.insert(uploads).values(upload);
  },
  async find(businessId, id) {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(uploads)
      .where(businessRow(uploads, businessId, id))
      .limit(1);
    return row ?? null;
  },
  async delete(businessId, id) {
    if (!isUuid(id)) return false;
    const rows = await db
      .delete(uploads)
      .where(businessRow(uploads, businessId, id))
      .returning({ id: uploads.id });
    return rows.length > 0;
  },
});
