import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { createJobStore } from '#adapters/persistence/job-queue.repository.ts';
import { PermanentJobError } from '#domain/shared/index.ts';
import { fixedClock } from '../../../test/fakes/auth-fakes.ts';
import { resetTestDatabase } from '../../../test/setup/test-database.ts';
import { createJobWorker, retryDelayMs } from './job-worker.ts';

let store: ReturnType<typeof createJobStore>;
let clock: ReturnType<typeof fixedClock>;
beforeEach(async () => {
  const database = await resetTestDatabase();
  clock = fixedClock();
  store = createJobStore(database.db, () => clock.now());
});

const logger = pino({ level: 'silent' });

describe('durable job queue', () => {
  it('hands each due job to one claimer only (FOR UPDATE SKIP LOCKED), and again after a lapsed lock', async () => {
    await store.enqueue(Array.from({ length: 6 }, (_, i) => ({ type: 't', payload: { i } })));
    await store.enqueue([
      { type: 't', payload: { later: true }, runAt: new Date(clock.now().getTime() + 60_000) },
    ]);
    const [a, b] = await Promise.all([store.claim(4, clock.now(), 1000), store.claim(4, clock.now(), 1000)]);
    const ids = [...a!, ...b!].map((j) => j.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(await store.claim(10, clock.now(), 1000)).toEqual([]);
    clock.advance(1001);
    // A worker that died leaves its jobs locked only until the lock lapses.
    expect(await store.claim(10, clock.now(), 1000)).toHaveLength(6);
    clock.advance(60_000);
    expect((await store.claim(10, clock.now(), 1000)).map((j) => j.payload)).toContainEqual({ later: true });
  });

  it('retries with backoff, dead-letters after the last try or a permanent error, and completes the rest', async () => {
    let flaky = 0;
    const ran: string[] = [];
    const worker = createJobWorker({
      store,
      clock,
      logger,
      maxAttempts: 3,
      handlers: {
        ok: async () => void ran.push('ok'),
        flaky: async () => {
          flaky += 1;
          if (flaky < 2) throw new Error('try again');
          ran.push('flaky');
        },
        broken: async () => {
          throw new Error('always');
        },
        refused: async () => {
          throw new PermanentJobError('403 BadCertificate');
        },
      },
    });
    await store.enqueue(
      ['ok', 'flaky', 'broken', 'refused', 'unknown'].map((type) => ({ type, payload: {} })),
    );
    await worker.drain();
    expect(ran).toEqual(['ok']);
    expect((await store.dead(10)).map((j) => j.type).sort()).toEqual(['refused', 'unknown']);
    clock.advance(retryDelayMs(1));
    await worker.drain();
    expect(ran).toEqual(['ok', 'flaky']);
    clock.advance(retryDelayMs(2));
    await worker.drain();
    const dead = await store.dead(10);
    expect(dead.map((j) => j.type).sort()).toEqual(['broken', 'refused', 'unknown']);
    expect(dead.find((j) => j.type === 'broken')).toMatchObject({ attempts: 3, lastError: 'always' });
    clock.advance(3_600_000);
    expect(await store.claim(10, clock.now(), 1000)).toEqual([]);
  });

  it('runs enqueued work promptly once started, and stops cleanly', async () => {
    const ran: number[] = [];
    const worker = createJobWorker({
      store,
      clock,
      logger,
      pollMs: 60_000,
      handlers: { t: async (payload) => void ran.push((payload as { n: number }).n) },
    });
    worker.start();
    await store.enqueue([{ type: 't', payload: { n: 1 } }]);
    worker.kick();
    await expect.poll(() => ran, { timeout: 5000 }).toEqual([1]);
    await worker.stop();
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 20].map(retryDelayMs)).toEqual([2000, 4000, 8000, 3_600_000]);
  });
});
