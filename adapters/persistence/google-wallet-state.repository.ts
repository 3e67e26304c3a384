import { and, count, eq, gt } from 'drizzle-orm';
import type { NotifyBudget } from '#domain/wallet/index.ts';
import type { AppDatabase } from './database.ts';
import { insertFirst } from './row-conditions.ts';
import { googleCallbackNonces, googleNotifications } from './schema.ts';

/** Google's notify budget per object, counted in the database so every instance shares it. */
export const createNotifyBudget = (db: AppDatabase): NotifyBudget => ({
  tryConsume: (key, at, limit) =>
    // A transaction with the object's rows locked: two workers cannot both take the last slot.
    db.transaction(async (tx) => {
      const since = new Date(at.getTime() - limit.windowMs);
      await tx
        .select({ objectId: googleNotifications.objectId })
        .from(googleNotifications)
        .where(eq(googleNotifications.objectId, key))
        .for('update');
      const [used] = await tx
        .select({ n: count() })
        .from(googleNotifications)
        .where(and(eq(googleNotifications.objectId, key), gt(googleNotifications.sentAt, since)));
      if ((used?.n ?? 0) >= limit.perWindow) return false;
      await tx.insert(googleNotifications).values({ objectId: key, sentAt: at });
      return true;
    }),
});

/** Remembers callback nonces; true only the first time a nonce is seen (Google retries). */
export const createCallbackNonces = (db: AppDatabase) => ({
  firstTime: (nonce: string, at: Date): Promise<boolean> =>
    insertFirst(db, googleCallbackNonces, { nonce, createdAt: at }),
});
