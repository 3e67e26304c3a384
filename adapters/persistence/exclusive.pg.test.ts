import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase, throughPgBouncer } from '../../test/setup/test-database.ts';
import { postgresExclusive } from './exclusive.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));
const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
});

/** An instance of the server as the lock sees it: its own lock pool. */
const instance = (url: string) => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  pools.push(pool);
  return { pool, exclusive: postgresExclusive(pool) };
};

// Through PgBouncer a session lock was freed on another server connection, or not at all: the
// next instance waited for ever.
describe('postgresExclusive (the plan-limit turn across instances)', () => {
  it.each(['direct', 'PgBouncer in transaction mode'] as const)(
    'lets one instance at a time run the work of a key, other keys alongside, and frees the lock with the work (%s)',
    async (route) => {
      const scratch = await createScratchPostgresDatabase(
        `passdeck_test_exclusive_${route === 'direct' ? 'direct' : 'bouncer'}`,
      );
      const url = route === 'direct' ? scratch : throughPgBouncer(scratch);
      if (!url) {
        console.warn(
          'postgresExclusive through PgBouncer: not run, TEST_PGBOUNCER_URL is not set (no pgbouncer installed)',
        );
        return;
      }
      const [a, b] = [instance(url), instance(url)];
      // The work of key b1 waits (5 s at most) until key b2's work has started: were b2 held up
      // behind b1, it would time out.
      let otherStarted = () => {};
      const otherRan = new Promise<void>((resolve) => (otherStarted = resolve));
      const inKey = { now: 0, most: 0 };
      const guarded = (on: typeof a, name: string) =>
        on.exclusive('b1', async () => {
          inKey.now += 1;
          inKey.most = Math.max(inKey.most, inKey.now);
          await Promise.race([
            otherRan,
            new Promise((_, fail) => setTimeout(() => fail(new Error('b2 held up')), 5_000)),
          ]);
          await tick();
          inKey.now -= 1;
          return name;
        });
      const other = b.exclusive('b2', async () => {
        otherStarted();
        return 'other';
      });
      expect(await Promise.all([guarded(a, 'a1'), guarded(b, 'b1'), other])).toEqual(['a1', 'b1', 'other']);
      expect(inKey.most).toBe(1);

      // A failed work lets go too, and no transaction is left open on the lock connections.
      await expect(
        a.exclusive('b1', async () => {
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      await expect(b.exclusive('b1', async () => 'after')).resolves.toBe('after');
      const open = await a.pool.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
      );
      expect(open.rows[0].n).toBe(0);
      const held = await a.pool.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
      );
      expect(held.rows[0].n).toBe(0);
    },
  );
});
