import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createArgon2PasswordHasher } from '#adapters/security/argon2-password-hasher.adapter.ts';
import { createApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createServerContainer, type ServerContainerOptions } from '../../src/server/container.ts';
import { AuthUseCases } from '#domain/auth/index.ts';
import { BillingRepositoryToken } from '#domain/billing/index.ts';
import { use } from '../../src/server/http/api.ts';
import { JobWorkerToken } from '../../src/server/tokens.ts';
import { newestMailTo } from './outbox.ts';
import { resetTestDatabase } from './test-database.ts';

/** The real app on the worker's test database (emptied), with cheap Argon2 parameters. */
export const createTestApp = async (
  env: Record<string, string> = {},
  options: Pick<ServerContainerOptions, 'googleRootKeys' | 'clock' | 'peerTimeoutMs'> = {},
) => {
  const database = await resetTestDatabase();
  const config = loadConfig({
    STATIC_DIR: 'test/setup/static-fixture',
    // A public https address, as in production: passes carry their update service.
    PUBLIC_URL: 'https://passdeck.example',
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
  /**
   * Registers as a person would (for apps without SMTP_URL, whose mails go to the outbox): asks for the code, reads it from the outbox, proves the address
   * and registers with the verificationToken. The register answer as `call` gives it.
   */
  const register = async (email: string, password = 'correct horse', extra: Record<string, unknown> = {}) => {
    await call('POST', '/api/auth/email-verification-link', { email });
    await container.get<{ drain(): Promise<void> }>(JobWorkerToken).drain();
    const mail = await newestMailTo(config.mail.outboxDir, email.trim().toLowerCase());
    const verified = await call('POST', '/api/auth/verify-email', { email, code: mail?.code });
    return call('POST', '/api/auth/register', {
      email,
      password,
      verificationToken: verified.json?.data?.verificationToken,
      ...extra,
    });
  };
  return { app, container, database, call, config, register };
};

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A new business with a verified owner, opened directly (the sign-up round trip has its own
 * tests, and an app with SMTP_URL mails the code to its SMTP peer, not to the outbox): the
 * owner's headers, the business id and the address. Its 30-day trial is running.
 */
export const openBusiness = async (t: TestApp, email: string) => {
  const opened = await use(
    t.container,
    AuthUseCases.openAccount,
  )({ email, password: 'correct horse', verifiedAt: new Date() });
  if (!opened.ok) throw new Error(`could not open ${email}: ${opened.error.code}`);
  const businessId = await use(t.container, BillingRepositoryToken).businessOfEmail(email);
  if (!businessId) throw new Error(`${email} has no business`);
  return { auth: { authorization: `Bearer ${opened.value.access_token}` }, businessId, email };
};

/** A new business (signed up with `email`) and a published demo card of `passType`. */
export const signUpWithDemoCard = async (t: TestApp, email: string, passType = 'stamp_card') => {
  const { auth } = await openBusiness(t, email);
  const card = (await t.call('POST', '/api/business-card/demo', { passType }, auth)).json.data;
  return { auth, card: card as { _id: string } & Record<string, unknown> };
};

/**
 * A new pass of an open card, as the get-pass page asks for it: the holder token. `client` is
 * the address it comes from (an app with TRUST_PROXY=true reads it), so that load tests stay
 * within the per-client limit.
 */
export const issuePass = async (
  t: Awaited<ReturnType<typeof createTestApp>>,
  cardId: string,
  client?: string,
) => {
  const res = await t.call(
    'POST',
    '/api/pass/holders',
    { cardId },
    client ? { 'x-forwarded-for': client } : {},
  );
  if (res.status !== 201) throw new Error(`POST /api/pass/holders answered ${res.status}: ${res.text}`);
  return res.json.data.token as string;
};

/** A new pass of an open card, downloaded as Apple Wallet takes it (a new holder each call). */
export const downloadNewApplePass = async (
  t: Awaited<ReturnType<typeof createTestApp>>,
  cardId: string,
  client?: string,
) =>
  t.app.request(`/api/pass/apple/${cardId}?token=${encodeURIComponent(await issuePass(t, cardId, client))}`);

/**
 * Moves every pass version a minute into the past, as if the writes had settled (on PostgreSQL a
 * version moves a device's tag only once no write can still commit below it).
 */
export const settlePassVersions = async (t: Awaited<ReturnType<typeof createTestApp>>) => {
  await t.database.db.execute(
    sql`update pass_holders set pass_version_at = pass_version_at - interval '1 minute'`,
  );
  await t.database.db.execute(
    sql`update cards set publish_version_at = publish_version_at - interval '1 minute'`,
  );
};

/** A points rule of the business signed in with `auth` (1 point per €5): its id. */
export const createPointsRule = async (
  t: Awaited<ReturnType<typeof createTestApp>>,
  auth: Record<string, string>,
) => {
  const created = await t.call(
    'POST',
    '/api/accrual-configs',
    {
      name: 'Coffee',
      spend: {
        baseCurrency: 'EUR',
        baseAmount: 5,
        pointsPerBase: '1',
        rounding: 'block_floor',
        minAmount: '0',
        maxPointsPerTxn: 100,
      },
      items: [],
      notesEnabled: false,
    },
    auth,
  );
  if (created.status !== 201)
    throw new Error(`POST /api/accrual-configs answered ${created.status}: ${created.text}`);
  return created.json.data.data._id as string;
};
