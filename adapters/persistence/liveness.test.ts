import { describe, expect, it } from 'vitest';
import { createLivenessCheck } from './liveness.ts';

const timing = { freshMs: 3_000, renewMs: 1_000, timeoutMs: 50 };

/** A ping the test settles by hand, counting the calls. */
const manualPing = () => {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  return {
    pending,
    ping: () => new Promise<void>((resolve, reject) => void pending.push({ resolve, reject })),
  };
};

/** A check whose first ping succeeded at time 0, on a clock the test moves. */
const checkedOnce = async () => {
  const clock = { now: 0 };
  const db = manualPing();
  const live = createLivenessCheck(db.ping, { now: () => clock.now, timing });
  const first = live();
  expect(db.pending).toHaveLength(1);
  db.pending[0]!.resolve();
  expect(await first).toBe(true);
  return { clock, db, live };
};

describe('createLivenessCheck', () => {
  it('waits for the first ping, then answers from it without pinging again while it is fresh', async () => {
    const { clock, db, live } = await checkedOnce();
    clock.now = 900;
    expect(await live()).toBe(true);
    expect(db.pending).toHaveLength(1);
  });

  it('renews an ageing ping in the background and answers at once meanwhile', async () => {
    const { clock, db, live } = await checkedOnce();
    clock.now = 1_500;
    // The renewal never settles here: the answer must not wait for it.
    expect(await live()).toBe(true);
    expect(await live()).toBe(true);
    expect(db.pending).toHaveLength(2);
  });

  it('turns false once no ping has succeeded for the fresh time, and after a failed ping', async () => {
    const { clock, db, live } = await checkedOnce();
    clock.now = 3_500;
    // The database stopped answering: the ping hangs, the check gives up after its timeout.
    expect(await live()).toBe(false);
    db.pending[1]!.reject(new Error('gone'));
    await new Promise((settled) => setTimeout(settled, 0));
    clock.now = 3_600;
    const afterFailure = live();
    expect(db.pending).toHaveLength(3);
    db.pending[2]!.reject(new Error('still gone'));
    expect(await afterFailure).toBe(false);
  });

  it('shares one ping between checks that arrive together', async () => {
    const db = manualPing();
    const live = createLivenessCheck(db.ping, { now: () => 0, timing: { ...timing, timeoutMs: 1_000 } });
    const answers = Promise.all([live(), live(), live()]);
    expect(db.pending).toHaveLength(1);
    db.pending[0]!.resolve();
    expect(await answers).toEqual([true, true, true]);
  });

  it('takes any query that succeeded lately as an answer, so a long queue does not fail the check', async () => {
    const db = manualPing();
    let answeredAt = 0;
    const live = createLivenessCheck(db.ping, { now: () => 2_000, timing, answeredAt: () => answeredAt });
    expect(await live()).toBe(true);
    expect(db.pending).toHaveLength(1);
    answeredAt = Number.NEGATIVE_INFINITY;
    // Neither a ping nor a query for 2 s and more: the check waits for its ping, which hangs.
    expect(
      await createLivenessCheck(db.ping, { now: () => 5_000, timing, answeredAt: () => answeredAt })(),
    ).toBe(false);
  });
});
