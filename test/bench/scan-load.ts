// The load generator of scan-action.bench.ts, in its own process: autocannon on the server's
// event loop would slow the server it measures (the machine has two cores).
import autocannon from 'autocannon';

const [url, key, barcode, rate, connections] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
let n = 0;
const result = await autocannon({
  url: `${url}/api/scanner/action`,
  method: 'POST',
  connections: Number(connections),
  overallRate: Number(rate),
  duration: 10,
  headers: { 'content-type': 'application/json', 'x-device-key': key },
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          barcode,
          actionId: 'add_stamp',
          idempotencyKey: `bench-${rate}-${connections}-${n++}`,
        }),
      }),
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    average: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
