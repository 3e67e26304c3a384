import type pg from 'pg';

/** Runs `work` for one key at a time; other keys run freely. */
export type Exclusive = <T>(key: string, work: () => Promise<T>) => Promise<T>;

/**
 * One key at a time within this process: each call waits for the previous call of its key to
 * settle. Written here because it is a few lines over promises; the libraries that offer it
 * (async-mutex, p-limit) lock one resource, not one per key.
 */
export const inProcessExclusive = (): Exclusive => {
  const tails = new Map<string, Promise<unknown>>();
  return async (key, work) => {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
};

/**
 * One key at a time across every instance on one PostgreSQL: within this process by turns, and
 * between instances by a transaction advisory lock on the key. The lock lives in a transaction
 * held open on a connection of its own pool while the work runs, so it works through a pooler in
 * transaction mode (PgBouncer) too, where a session lock could be taken on one server connection
 * and released on another. Work waiting for a lock never takes the connections it queries with.
 */
export const postgresExclusive = (lockPool: pg.Pool): Exclusive => {
  const turns = inProcessExclusive();
  return (key, work) =>
    turns(key, async () => {
      const client = await lockPool.connect();
      // The pool listens for errors only on idle clients: a connection dropped while it holds the
      // lock would otherwise throw out of the process. PostgreSQL frees the lock with the transaction.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
        try {
          return await work();
        } finally {
          // The work's outcome stands even when the commit fails (the lock goes with the transaction).
          await client.query('commit').catch((error: Error) => {
            broken = error;
          });
        }
      } catch (error) {
        broken ??= error as Error;
        throw error;
      } finally {
        client.off('error', onError);
        // A client whose transaction may still be open is closed, not handed back.
        client.release(broken);
      }
    });
};
