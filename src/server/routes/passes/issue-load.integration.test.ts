import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, downloadNewApplePass, signUpWithDemoCard } from '../../../../test/setup/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cardId: string;
beforeAll(async () => {
  // Customers from many addresses, as in a shop: one address may take only so many new passes.
  t = await createTestApp({ TRUST_PROXY: 'true' });
  cardId = (await signUpWithDemoCard(t, 'load@example.com')).card._id;
}, 60_000);

describe('issuing passes under load', () => {
  it('issues 1,000 passes at once, each its own holder, while /api/health keeps answering', async () => {
    let inFlight = true;
    let issued = 0;
    /** How many passes were done each time a health check was answered. */
    const issuedAtHealth: number[] = [];
    const health = (async () => {
      while (inFlight) {
        const res = await t.app.request('/api/health');
        expect(res.status).toBe(200);
        if (inFlight) issuedAtHealth.push(issued);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const passes = await Promise.all(
      Array.from({ length: 1000 }, async (_, i) => {
        const res = await downloadNewApplePass(t, cardId, `198.51.100.${i % 250}`);
        expect(res.status).toBe(200);
        const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
        issued += 1;
        return JSON.parse(new TextDecoder().decode(files['pass.json'])) as { serialNumber: string };
      }),
    );
    inFlight = false;
    await health;
    expect(new Set(passes.map((p) => p.serialNumber)).size).toBe(1000);
    // Signing yields between passes: health checks are answered while most passes are still
    // pending, not starved until the burst is over.
    expect(issuedAtHealth.some((done) => done < 900)).toBe(true);
  }, 120_000);
});
