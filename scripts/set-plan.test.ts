import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#adapters/persistence/database.ts';
import { createArgon2PasswordHasher } from '#adapters/security/argon2-password-hasher.adapter.ts';
import { AuthUseCases } from '#domain/auth/index.ts';
import { BillingRepositoryToken, BillingUseCases } from '#domain/billing/index.ts';
import { loadConfig } from '../src/server/config.ts';
import { createServerContainer } from '../src/server/container.ts';
import { use } from '../src/server/http/api.ts';
import { parsePlanArgs } from './set-plan.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'passdeck-plan-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The server's container on the embedded database in `dataDir`, as `npm start` opens it. */
const openServer = async () => {
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: 'test/setup/static-fixture' });
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  const container = await createServerContainer({
    config,
    database,
    logger: pino({ level: 'silent' }),
    passwordHasher: createArgon2PasswordHasher({ memory: 1024, passes: 1, parallelism: 1, tagLength: 32 }),
  });
  return { container, close: () => database.close() };
};

const runPlan = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/set-plan.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

describe('npm run plan (issue 24: a self-hoster gives themselves a plan)', () => {
  it('reads its options and refuses what it cannot use', () => {
    expect(parsePlanArgs(['--email', 'a@b.c', '--plan', 'business', '--currency', 'pln'])).toEqual({
      email: 'a@b.c',
      plan: 'business',
      interval: 'month',
      currency: 'PLN',
    });
    expect(parsePlanArgs(['--plan', 'business'])).toHaveProperty('error');
    expect(parsePlanArgs(['--email', 'a@b.c', '--plan', 'x', '--interval', 'week'])).toHaveProperty('error');
    expect(parsePlanArgs(['--email', 'a@b.c', '--plan', 'x', '--currency', 'XYZ'])).toHaveProperty('error');
  });

  it("puts the account's business on the plan in the server's database", { timeout: 60_000 }, async () => {
    let server = await openServer();
    const opened = await use(
      server.container,
      AuthUseCases.openAccount,
    )({
      email: 'owner@plan.test',
      password: 'correct horse',
      verifiedAt: new Date(),
    });
    if (!opened.ok) throw new Error(opened.error.code);
    await server.close();

    const done = runPlan('--email', 'Owner@Plan.test', '--plan', 'business', '--interval', 'year');
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    expect(done.stdout).toContain('business-year');
    const unknown = runPlan('--email', 'nobody@plan.test', '--plan', 'business');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account');
    expect(runPlan('--email', 'owner@plan.test', '--plan', 'platinum').status).toBe(1);

    server = await openServer();
    const businessId = await use(server.container, BillingRepositoryToken).businessOfEmail('owner@plan.test');
    const current = await use(server.container, BillingUseCases.currentSubscription)(businessId ?? '');
    await server.close();
    expect(current.ok && current.value).toMatchObject({
      status: 'active',
      planId: 'business-year',
      provider: 'manual',
    });
  });
});
