import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase, throughPgBouncer } from '../../test/setup/test-database.ts';
import { openDatabase } from './database.ts';

describe('opening PostgreSQL through PgBouncer in transaction mode', () => {
  it('migrates once when three instances start together, and lets the next start go through', async () => {
    const scratch = await createScratchPostgresDatabase('passdeck_test_open_bouncer');
    const url = throughPgBouncer(scratch) ?? scratch;
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
