import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { apiAs, registerBusiness, startServer, type RunningServer } from '../e2e/harness.ts';

/**
 * Scan actions over loopback on one hot card (every request stamps the same pass), against the
 * production server (`node src/server/main.ts` on the embedded PGlite database, as `npm start`
 * runs it) in its own process, with autocannon in a third (see scan-load.ts) at fixed rates,
 * 10 s each. Issue 7 target: p99 ≤ 50 ms at 500 requests/s with 0 errors; the numbers are printed.
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
  let server: RunningServer;
  let key = '';
  let barcode = '';

  beforeAll(async () => {
    server = await startServer();
    const api = apiAs(server.url, await registerBusiness(server, 'bench-scan@example.com', 'correct horse'));
    const card = (
      await api<{ data: { _id: string } }>('POST', '/api/business-card/demo', { passType: 'stamp_card' })
    ).data;
    key = (await api<{ data: { key: string } }>('POST', '/api/auth/api-keys', { deviceName: 'Bench' })).data
      .key;
    // A customer as the get-pass page makes one: a holder token, then the Apple pass it opens.
    const issued = await fetch(`${server.url}/api/pass/holders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardId: card._id }),
    });
    const { token } = ((await issued.json()) as { data: { token: string } }).data;
    const pkpass = await fetch(`${server.url}/api/pass/apple/${card._id}?token=${encodeURIComponent(token)}`);
    const passJson = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(await pkpass.arrayBuffer()))['pass.json']),
    ) as { barcodes: { message: string }[] };
    barcode = passJson.barcodes[0]!.message;
  }, 120_000);
  afterAll(() => server?.stop());

  for (const [rate, connections] of RUNS) {
    test(`POST /api/scanner/action at ${rate} req/s over ${connections} connections (one hot pass, PGlite)`, async () => {
      const { stdout } = await run(process.execPath, [
        join(import.meta.dirname, 'scan-load.ts'),
        server.url,
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
