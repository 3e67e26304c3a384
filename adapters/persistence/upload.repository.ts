import type { UploadRepository } from '#domain/files/index.ts';
import type { AppDatabase } from './database.ts';
import { uploads } from './schema.ts';
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
});
