// The load generator of health-under-load.bench.ts, in its own process (the machine has two cores,
// and a generator on the server's event loop would measure itself): `workers` customers in a loop
// each take a holder token and download the signed Apple pass, while one client asks /api/health
// every 50 ms. Prints the downloads and the health latencies as JSON.
export {};

const [url, cardId, seconds, workers] = process.argv.slice(2) as [string, string, string, string];
const until = Date.now() + Number(seconds) * 1000;
let downloads = 0;
let failedDownloads = 0;
let sequence = 0;

const customer = async (worker: number) => {
  while (Date.now() < until) {
    // Each customer is its own client behind the trusted proxy, as phones on the internet are.
    const n = sequence++;
    const headers = { 'x-forwarded-for': `10.${worker}.${(n >> 8) & 255}.${n & 255}` };
    try {
      const issued = await fetch(`${url}/api/pass/holders`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ cardId }),
      });
      const { token } = ((await issued.json()) as { data: { token: string } }).data;
      const pass = await fetch(`${url}/api/pass/apple/${cardId}?token=${encodeURIComponent(token)}`, {
        headers,
      });
      await pass.arrayBuffer();
      if (pass.status === 200) downloads += 1;
      else failedDownloads += 1;
    } catch {
      failedDownloads += 1;
    }
  }
};

const latencies: number[] = [];
let healthFailures = 0;
const healthChecks = async () => {
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const answer = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(20_000) });
      await answer.text();
      if (answer.status !== 200) healthFailures += 1;
    } catch {
      healthFailures += 1;
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

await Promise.all([...Array.from({ length: Number(workers) }, (_, w) => customer(w)), healthChecks()]);
latencies.sort((a, b) => a - b);
const at = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!);
process.stdout.write(
  JSON.stringify({
    downloadsPerSecond: Math.round(downloads / Number(seconds)),
    failedDownloads,
    healthChecks: latencies.length,
    healthFailures,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: Math.round(latencies.at(-1)!),
    over100ms: latencies.filter((latency) => latency > 100).length,
  }),
);
