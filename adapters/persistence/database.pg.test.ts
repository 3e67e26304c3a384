import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../../test/setup/test-database.ts';
import { openDatabase } from './database.ts';

const withBouncer = (url: string): string => {
  const bouncer = process.env.TEST_PGBOUNCER_URL;
  if (!bouncer) {
    if (process.env.CI === 'true')
      throw new Error('TEST_PGBOUNCER_URL is not set: CI opens the database through PgBouncer');
    return url;
  }
  const routed = new URL(bouncer);
  routed.pathname = new URL(url).pathname;
  return routed.toString();
};

describe('opening PostgreSQL through PgBouncer in transaction mode', () => {
  it('migrates once when three instances start together, and lets the next start go through', async () => {
    const url = withBouncer(await createScratchPostgresDatabase('passdeck_test_open_bouncer'));
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
    try {
      const tables = await opened[0]!.db.execute(
        sql`select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'users'`,
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
      // A session lock freed on another server connection stayed held: this start waited for ever.
      const next = await Promise.race([
        openDatabase({ url }),
        new Promise<never>((_, fail) => setTimeout(() => fail(new Error('the next start waited')), 10_000)),
      ]);
      await next.close();
    } finally {
      await Promise.all(opened.map((database) => database.close()));
    }
  });
});
