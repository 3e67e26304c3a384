import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createArgon2PasswordHasher } from '#adapters/security/argon2-password-hasher.adapter.ts';
import { createApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createServerContainer, type ServerContainerOptions } from '../../src/server/container.ts';
import { resetTestDatabase } from './test-database.ts';

/** The real app on the worker's test database (emptied), with cheap Argon2 parameters. */
export const createTestApp = async (
  env: Record<string, string> = {},
  options: Pick<ServerContainerOptions, 'googleRootKeys' | 'clock'> = {},
) => {
  const database = await resetTestDatabase();
  const config = loadConfig({
    STATIC_DIR: 'test/setup/static-fixture',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'passdeck-test-')),
    ...env,
  });
  const logger = pino({ level: 'silent' });
  const container = await createServerContainer({
    config,
    database,
    logger,
    passwordHasher: createArgon2PasswordHasher({ memory: 1024, passes: 1, parallelism: 1, tagLength: 32 }),
    ...options,
  });
  const app = createApp({ config, container, logger });
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body instanceof FormData) {
      init.body = body;
    } else if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const res = await app.request(path, init);
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  };
  return { app, container, database, call };
};

/** A new business (signed up with `email`) and a published demo card of `passType`. */
export const signUpWithDemoCard = async (
  t: Awaited<ReturnType<typeof createTestApp>>,
  email: string,
  passType = 'stamp_card',
) => {
  const reg = await t.call('POST', '/api/auth/register', { email, password: 'correct horse' });
  const auth = { authorization: `Bearer ${reg.json.data.access_token}` };
  const card = (await t.call('POST', '/api/business-card/demo', { passType }, auth)).json.data;
  return { auth, card: card as { _id: string } & Record<string, unknown> };
};
