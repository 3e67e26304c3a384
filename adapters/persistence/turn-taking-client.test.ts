import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnTakingClient, type PgliteQueries } from './turn-taking-client.ts';

/** Queues `count` queries at once and tells how many had finished when a timer queued with them ran. */
const finishedBeforeTimer = async (client: PgliteQueries, count: number) => {
  let finished = 0;
  let seenByTimer = -1;
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      seenByTimer = finished;
      resolve();
    }, 0),
  );
  await Promise.all([
    timer,
    ...Array.from({ length: count }, (_, i) =>
      client.query('select $1::int as n', [i]).then(() => {
        finished += 1;
      }),
    ),
  ]);
  return { seenByTimer, finished };
};

describe('turnTakingClient', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
  });
  afterAll(() => pglite.close());

  it('lets timers and sockets run between queued queries (plain PGlite runs the whole queue first)', async () => {
    // A timer is due after 1 ms: 200 queries take far longer than that, even on a fast machine.
    const plain = await finishedBeforeTimer(pglite, 200);
    expect(plain.seenByTimer).toBe(200);
    const taking = await finishedBeforeTimer(turnTakingClient(pglite), 200);
    expect(taking.finished).toBe(200);
    expect(taking.seenByTimer).toBeLessThan(100);
  });

  it('keeps answers, errors and transactions as PGlite gives them', async () => {
    const client = turnTakingClient(pglite);
    await client.exec('create table t (id int primary key)');
    await client.query('insert into t values (1)');
    await expect(client.query('insert into t values (1)')).rejects.toMatchObject({ code: '23505' });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t values (2)');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const committed = await client.transaction(async (tx) => {
      await tx.query('insert into t values (3)');
      return (await tx.query<{ id: number }>('select id from t order by id')).rows.map((row) => row.id);
    });
    expect(committed).toEqual([1, 3]);
  });
});
