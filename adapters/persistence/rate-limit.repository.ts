import { eq, sql } from 'drizzle-orm';
import type { RateLimiter } from '#domain/auth/index.ts';
import type { AppDatabase } from './database.ts';
import { rateLimits } from './schema.ts';

/** Fixed-window counters in one upsert, so concurrent hits on any instance are all counted. */
export const createRateLimitRepository = (db: AppDatabase): RateLimiter => ({
  async hit(key, { limit, windowMs }, now) {
    const cutoff = new Date(now.getTime() - windowMs);
    const expired = sql`${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
    if (!row) throw new Error('rate limit upsert returned no row');
    return {
      allowed: row.hits <= limit,
      retryAfterMs: Math.max(0, row.windowStart.getTime() + windowMs - now.getTime()),
    };
  },
  async peek(key, { limit, windowMs }, now) {
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
    const ends = row ? row.windowStart.getTime() + windowMs : 0;
    if (!row || ends <= now.getTime()) return { allowed: true, retryAfterMs: 0 };
    return { allowed: row.hits < limit, retryAfterMs: Math.max(0, ends - now.getTime()) };
  },
  async reset(key) {
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  },
});
