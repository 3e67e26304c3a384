import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { createTestApp, signUpWithDemoCard } from '../setup/test-app.ts';

/**
 * Scan actions over loopback on one hot card (every request stamps the same pass), on the
 * embedded PGlite database: autocannon at a fixed 500 requests/s, 50 connections, 10 s.
 * Issue 7 target: p99 ≤ 50 ms at 500 requests/s with 0 errors; the numbers are printed.
 */
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

  for (const rate of [100, 250, 500]) {
    test(`POST /api/scanner/action at ${rate} req/s (one hot pass, PGlite)`, async () => {
      let n = 0;
      const result = await autocannon({
        url: `${url}/api/scanner/action`,
        method: 'POST',
        connections: 50,
        overallRate: rate,
        duration: 10,
        headers: { 'content-type': 'application/json', 'x-device-key': key },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                barcode,
                actionId: 'add_stamp',
                idempotencyKey: `bench-${rate}-${n++}`,
              }),
            }),
          },
        ],
      });
      console.info(
        `scan action @${rate}/s: ${result.requests.average} req/s achieved, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
      );
    }, 60_000);
  }
});
