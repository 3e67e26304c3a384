import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingRepository } from '#adapters/persistence/billing.repository.ts';
import { openDatabase } from '#adapters/persistence/database.ts';
import { setPlanByEmail } from '#domain/billing/index.ts';
import { registerVerified, startServer, type RunningServer } from '../../test/e2e/harness.ts';
import { createScratchPostgresDatabase } from '../../test/setup/test-database.ts';

/** Two real server processes on one PostgreSQL share users, sessions and the signing key. */
describe('several instances on one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  let url: string;
  beforeAll(async () => {
    url = await createScratchPostgresDatabase(`passdeck_multi_${process.pid}`);
    // Started together, so both race to migrate and to create the signing secret.
    [a, b] = await Promise.all([
      startServer({ DATABASE_URL: url, SEED_DEMO: 'true' }),
      startServer({ DATABASE_URL: url, SEED_DEMO: 'true' }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  const post = (server: RunningServer, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('accepts on one instance the tokens issued by the other', async () => {
    const data = await registerVerified(a, 'multi@example.com', 'correct horse');

    const me = await fetch(`${b.url}/api/users/me`, {
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe('multi@example.com');

    const refreshed = await post(b, '/api/auth/refresh', { refresh_token: data.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await post(a, '/api/auth/refresh', { refresh_token: data.refresh_token })).status).toBe(401);

    const login = await post(b, '/api/auth/login', { email: 'multi@example.com', password: 'correct horse' });
    expect(login.status).toBe(200);
  });

  it('seeds the demo account once', () => {
    const seeded = [a.output(), b.output()].join('\n').match(/Demo account created/g) ?? [];
    expect(seeded.length).toBeLessThanOrEqual(1);
  });

  it("keeps a plan's card limit when parallel publishes reach both instances", async () => {
    const { access_token } = await registerVerified(a, 'limits@example.com', 'correct horse');
    const database = await openDatabase({ url });
    try {
      const billing = createBillingRepository(database.db);
      const done = await setPlanByEmail({ billing, clock: { now: () => new Date() } })({
        email: 'limits@example.com',
        plan: 'starter',
      });
      expect(done.ok).toBe(true);
    } finally {
      await database.close();
    }
    const call = (server: RunningServer, path: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']) {
      const made = await call(a, '/api/business-card', {
        name,
        passType: 'stamp_card',
        info: { companyName: 'Café', fields: [] },
      });
      ids.push(((await made.json()) as { data: { _id: string } }).data._id);
    }
    const published = await Promise.all(
      ids.map((id, i) => call(i % 2 ? b : a, `/api/business-card/${id}/publish`)),
    );
    expect(published.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(402)]);
  });
});
