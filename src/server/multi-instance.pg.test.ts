import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerified, startServer, type RunningServer } from '../../test/e2e/harness.ts';
import { createScratchPostgresDatabase } from '../../test/setup/test-database.ts';

/** Two real server processes on one PostgreSQL share users, sessions and the signing key. */
describe('several instances on one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    const url = await createScratchPostgresDatabase(`passdeck_multi_${process.pid}`);
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
});
