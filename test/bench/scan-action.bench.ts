import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { createTestApp, signUpWithDemoCard } from '../setup/test-app.ts';

/**
 * Scan actions over loopback on one hot card (every request stamps the same pass), on the
 * embedded PGlite database: autocannon (in its own process, see scan-load.ts) at fixed rates,
 * 50 connections, 10 s each.
 * Issue 7 target: p99 ≤ 50 ms at 500 requests/s with 0 errors; the numbers are printed.
 */
const run = promisify(execFile);

/**
 * autocannon paces a fixed rate per connection and per second: each connection sends its share
 * back to back when the second starts, then waits. All connections start together, so a run is a
 * burst of `connections` requests in flight each second and latency is about `connections` times
 * the service time. 50 connections is a crowd; 10 is a busy shop's counters.
 */
const RUNS: readonly (readonly [rate: number, connections: number])[] = [
  [100, 50],
  [250, 50],
  [500, 50],
  [500, 10],
];

describe('scanner', () => {
  let server: ServerType;
  let url = '';
  let key = '';
  let barcode = '';

  beforeAll(async () => {
    const t = await createTestApp();
    const { auth, card } = await signUpWithDemoCard(t, 'bench-scan@example.com');
    key = (await t.call('POST', '/api/auth/api-keys', { deviceName: 'Bench' }, auth)).json.data.key;
    await t.app.request(`/api/pass/apple/${card._id}`);
    const rows = await t.database.db.execute(sql`select barcode_message from pass_holders limit 1`);
    barcode = (rows as unknown as { rows: { barcode_message: string }[] }).rows[0]!.barcode_message;
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  for (const [rate, connections] of RUNS) {
    test(`POST /api/scanner/action at ${rate} req/s over ${connections} connections (one hot pass, PGlite)`, async () => {
      const { stdout } = await run(process.execPath, [
        join(import.meta.dirname, 'scan-load.ts'),
        url,
        key,
        barcode,
        String(rate),
        String(connections),
      ]);
      const r = JSON.parse(stdout) as Record<string, number>;
      console.info(
        `scan action @${rate}/s, ${connections} connections: ${r.average} req/s achieved, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`,
      );
    }, 60_000);
  }
});
