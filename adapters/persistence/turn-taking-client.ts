import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** The part of PGlite that drizzle's driver calls. */
export type PgliteQueries = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * PGlite runs each query synchronously (WASM) on the server's one thread and serialises queries
 * behind a mutex whose waiters resume as microtasks: a queue of fifty requests' queries ran as one
 * microtask chain, and no socket was read until it drained — a health check waited 250 ms and more
 * behind fifty pass downloads (issue 22). This client keeps its own queue and lets the event loop
 * take a turn before each query or transaction, so new requests are read between two queries.
 * Queries inside a transaction use the transaction's own handle, as before; a transaction still
 * holds the database alone until it ends. `onAnswer` hears of every query that succeeded (the
 * health check's sign that the database answers while its queue is long).
 */
export const turnTakingClient = (
  client: PgliteQueries,
  onAnswer: () => void = () => undefined,
): PgliteQueries => {
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail
      .then(() => nextTurn())
      .then(work)
      .then((answer) => {
        onAnswer();
        return answer;
      });
    tail = run.catch(() => undefined);
    return run;
  };
  return {
    query: (query, params, options) => inTurn(() => client.query(query, params, options)),
    exec: (query, options) => inTurn(() => client.exec(query, options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => inTurn(() => client.transaction(callback)),
  };
};
