import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#adapters/persistence/database.ts';
import { ledgerInvariants } from '../setup/invariants.ts';
import { apiAs, registerBusiness, startServer, type RunningServer } from './harness.ts';

/**
 * Chaos (issue 22, part 5): the production server is killed with SIGKILL while 200 scans are in
 * flight, restarted on the same data, and the scanners replay every scan with its idempotency key
 * until it is acknowledged. No scan the server acknowledged before the kill may be lost, and no
 * scan may count twice: each of 50 passes ends with exactly the 4 stamps sent to it, and its
 * ledger says the same, and the ledger invariants hold in the database. On PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set (in a
 * database of its own, so the server-pg suite's resets cannot touch it).
 */

const PASSES = 50;
const SCANS_PER_PASS = 4;

interface Scan {
  readonly barcode: string;
  readonly idempotencyKey: string;
}

const scanWith = (url: string, key: string) => (scan: Scan) =>
  fetch(`${url}/api/scanner/action`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-key': key },
    body: JSON.stringify({ ...scan, actionId: 'add_stamp' }),
    signal: AbortSignal.timeout(30_000),
  }).then(
    (res) => res.status,
    () => 0,
  );

const trace = (text: string) =>
  process.env.CHAOS_TRACE && console.info(`${new Date().toISOString()} ${text}`);

const scenario = async (env: Record<string, string>) => {
  const first = await startServer(env);
  const servers: RunningServer[] = [first];
  try {
    const owner = await registerBusiness(first, `chaos-${randomUUID()}@example.com`, 'correct horse');
    const api = apiAs(first.url, owner);
    const card = (
      await api<{ data: { _id: string } }>('POST', '/api/business-card/demo', { passType: 'stamp_card' })
    ).data;
    const key = (await api<{ data: { key: string } }>('POST', '/api/auth/api-keys', { deviceName: 'Till' }))
      .data.key;
    const barcodes: string[] = [];
    for (let i = 0; i < PASSES; i++) {
      const issued = await fetch(`${first.url}/api/pass/holders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cardId: card._id }),
      });
      const { token } = ((await issued.json()) as { data: { token: string } }).data;
      const pkpass = await fetch(
        `${first.url}/api/pass/apple/${card._id}?token=${encodeURIComponent(token)}`,
      );
      const passJson = JSON.parse(
        new TextDecoder().decode(unzipSync(new Uint8Array(await pkpass.arrayBuffer()))['pass.json']),
      ) as { barcodes: { message: string }[] };
      barcodes.push(passJson.barcodes[0]!.message);
    }
    const scans: Scan[] = barcodes.flatMap((barcode) =>
      Array.from({ length: SCANS_PER_PASS }, () => ({ barcode, idempotencyKey: randomUUID() })),
    );

    trace('set up');
    // 200 scans in flight; the server dies under them.
    const acknowledged = new Set<string>();
    const inFlight = scans.map((scan) =>
      scanWith(
        first.url,
        key,
      )(scan).then((status) => {
        if (status === 200) acknowledged.add(scan.idempotencyKey);
      }),
    );
    // Killed once some scans were acknowledged and while most are still in flight.
    for (let waited = 0; acknowledged.size < 20 && waited < 10_000; waited += 5)
      await new Promise((r) => setTimeout(r, 5));
    await first.kill();
    const acknowledgedAtKill = acknowledged.size;
    await Promise.all(inFlight);
    trace(`killed; ${acknowledgedAtKill} acknowledged at the kill, ${acknowledged.size} answered`);
    expect(acknowledgedAtKill).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(scans.length);

    const second = await startServer({ ...env, DATA_DIR: first.dataDir });
    servers.push(second);
    trace('restarted');
    const customers = async () =>
      (
        await apiAs(second.url, owner)<{ data: { items: { id: string; stamps: number | null }[] } }>(
          'GET',
          `/api/pass-users?cardId=${card._id}&pageSize=100`,
        )
      ).data.items;
    // Nothing acknowledged was lost: the stamps after the restart are at least the acknowledged ones.
    const stampsAfterRestart = (await customers()).reduce((sum, c) => sum + (c.stamps ?? 0), 0);
    expect(stampsAfterRestart).toBeGreaterThanOrEqual(acknowledged.size);

    // The scanners replay every scan with its key until it is acknowledged.
    const replay = scanWith(second.url, key);
    for (let round = 0; round < 5; round++) {
      const statuses = await Promise.all(scans.map(replay));
      trace(`replay ${round}: ${statuses.filter((s) => s === 200).length} acknowledged`);
      if (statuses.every((status) => status === 200)) break;
    }
    const after = await customers();
    expect(after).toHaveLength(PASSES);
    expect(after.map((c) => c.stamps)).toEqual(Array.from({ length: PASSES }, () => SCANS_PER_PASS));
    // The ledger says the same: one stamp row per scan, none twice.
    const details = await apiAs(second.url, owner)<{ data: { history: { stampsDelta: number }[] } }>(
      'GET',
      `/api/pass-users/${after[0]!.id}/details`,
    );
    expect(details.data.history.reduce((sum, row) => sum + row.stampsDelta, 0)).toBe(SCANS_PER_PASS);
    // And what must hold however a run was interrupted, read in the database itself once the server is gone.
    await second.stop();
    const database = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: first.dataDir },
    );
    try {
      expect(await ledgerInvariants(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
    return { acknowledgedBeforeKill: acknowledged.size, stampsAfterRestart };
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
};

describe('kill -9 under 200 in-flight scans, restart, replay (issue 22)', () => {
  const created: string[] = [];
  afterAll(async () => {
    if (!created.length) return;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('on PGlite: nothing acknowledged is lost, nothing counts twice', async () => {
    const result = await scenario({});
    console.info(`chaos PGlite: ${result.acknowledgedBeforeKill} scans acknowledged before the kill`);
  }, 240_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL: nothing acknowledged is lost, nothing counts twice',
    async () => {
      const name = `chaos_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      created.push(name);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const result = await scenario({ DATABASE_URL: url.toString() });
      console.info(`chaos PostgreSQL: ${result.acknowledgedBeforeKill} scans acknowledged before the kill`);
    },
    240_000,
  );
});

/** A PostgreSQL cluster of this test's own, which it can stop and start (`test/setup/throwaway-postgres.sh`). */
const ownPostgres = () => {
  const script = execFileSync('bash', ['test/setup/throwaway-postgres.sh'], { encoding: 'utf8' });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(script)![1]!;
  const stopCommand = /PASSDECK_PG_STOP='([^']+)'/.exec(script)![1]!;
  const [, runAs = '', pgCtl, dataDir] = /^(.*?)(\S+\/pg_ctl) -D (\S+) /.exec(stopCommand)!;
  const port = new URL(url).port;
  const socketDir = dataDir!.replace(/\/data$/, '');
  const ctl = (args: string[]) =>
    execFileSync('bash', ['-c', `${runAs} ${pgCtl} -D ${dataDir} ${args.join(' ')}`], { stdio: 'ignore' });
  return {
    url,
    stop: () => ctl(['-m', 'fast', 'stop']),
    start: () =>
      ctl([
        '-l',
        `${socketDir}/server.log`,
        '-w',
        '-o',
        `"-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off"`,
        'start',
      ]),
    destroy: () => execFileSync('bash', ['-c', stopCommand], { stdio: 'ignore' }),
  };
};

const hasPostgres = (() => {
  try {
    execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin || command -v initdb'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.runIf(hasPostgres)('PostgreSQL stopped and started under load (issue 22)', () => {
  it('answers 503 with Retry-After only while it is down, and recovers by itself', async () => {
    const postgres = ownPostgres();
    const server = await startServer({ DATABASE_URL: postgres.url });
    try {
      const token = await registerBusiness(server, `outage-${randomUUID()}@example.com`, 'correct horse');
      const statuses = {
        before: new Map<number, number>(),
        during: new Map<number, number>(),
        after: new Map<number, number>(),
      };
      let phase: keyof typeof statuses = 'before';
      let running = true;
      const retryAfter = new Set<string | null>();
      const load = async () => {
        while (running) {
          const res = await fetch(`${server.url}/api/business-card`, {
            headers: { authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(20_000),
          }).catch(() => null);
          const status = res?.status ?? 0;
          if (res?.status === 503) retryAfter.add(res.headers.get('retry-after'));
          await res?.arrayBuffer();
          statuses[phase].set(status, (statuses[phase].get(status) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      const workers = Array.from({ length: 5 }, load);
      await new Promise((r) => setTimeout(r, 1_000));
      phase = 'during';
      postgres.stop();
      await new Promise((r) => setTimeout(r, 3_000));
      postgres.start();
      phase = 'after';
      // Recovery without a manual step: within seconds every answer is a success again.
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const res = await fetch(`${server.url}/api/business-card`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.status === 200) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      statuses.after.clear();
      await new Promise((r) => setTimeout(r, 1_000));
      running = false;
      await Promise.all(workers);
      const seen = (phase: keyof typeof statuses) => [...statuses[phase].keys()].sort();
      expect(seen('before')).toEqual([200]);
      expect(seen('during').every((status) => status === 200 || status === 503)).toBe(true);
      expect(statuses.during.get(503) ?? 0).toBeGreaterThan(0);
      expect([...retryAfter]).toEqual(['5']);
      expect(seen('after')).toEqual([200]);
      expect(server.output()).not.toContain('unhandled error');
    } finally {
      await server.stop();
      postgres.destroy();
    }
  }, 120_000);
});
