import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { HOLDER_TOKEN_GUESSES } from '#domain/wallet/index.ts';
import { createTestApp, issuePass, signUpWithDemoCard } from '../../../test/setup/test-app.ts';

describe('guessing holder and pass tokens (issue 22, brute force)', () => {
  it('refuses a client every token request, right or wrong, after 30 wrong tokens, and no one else', async () => {
    let skipped = 0;
    const t = await createTestApp(
      { TRUST_PROXY: 'true' },
      { clock: { now: () => new Date(Date.now() + skipped) } },
    );
    const { card } = await signUpWithDemoCard(t, 'tokens@example.com');
    const token = await issuePass(t, card._id, '203.0.113.50');
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const download = (address: string, secret: string) =>
      t.call('GET', `/api/pass/apple/${card._id}?token=${secret}`, undefined, from(address));
    const pass = unzipSync(
      new Uint8Array(await (await t.app.request(`/api/pass/apple/${card._id}?token=${token}`)).arrayBuffer()),
    );
    const { serialNumber, passTypeIdentifier } = JSON.parse(new TextDecoder().decode(pass['pass.json']));
    const latest = (address: string, secret: string) =>
      t.call('GET', `/api/wallet/apple/v1/passes/${passTypeIdentifier}/${serialNumber}`, undefined, {
        ...from(address),
        authorization: `ApplePass ${secret}`,
      });

    // Wrong tokens in downloads and in an Apple device's header count alike.
    const statuses: number[] = [];
    for (let i = 0; i < HOLDER_TOKEN_GUESSES.limit; i++)
      statuses.push(
        (await (i % 2 ? download : latest)('203.0.113.9', `guess-${i}-${'x'.repeat(30)}`)).status,
      );
    expect(new Set(statuses)).toEqual(new Set([401, 404]));

    const blocked = await download('203.0.113.9', token);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await latest('203.0.113.9', token)).status).toBe(429);
    // The customer on another connection is not locked out, and right tokens are never counted.
    for (let i = 0; i < HOLDER_TOKEN_GUESSES.limit + 5; i++)
      expect((await download('198.51.100.4', token)).status).toBe(200);

    skipped += HOLDER_TOKEN_GUESSES.windowMs;
    expect((await download('203.0.113.9', token)).status).toBe(200);
  });
});
