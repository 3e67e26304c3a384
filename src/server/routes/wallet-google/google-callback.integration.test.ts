import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/setup/test-app.ts';

// A "Google" that answers 500 for its keys, and one that never answers in time.
const failing = createServer((_, res) => res.writeHead(500).end());
await new Promise<void>((done) => failing.listen(0, '127.0.0.1', done));
afterAll(() => failing.close());

const callback = {
  protocolVersion: 'ECv2SigningOnly',
  signature: 'c2ln',
  intermediateSigningKey: { signedKey: '{}', signatures: ['c2ln'] },
  signedMessage: '{}',
};

describe('POST /api/wallet/google/callback when Google’s keys cannot be fetched (issue 22)', () => {
  it('answers 503 with Retry-After, so Google retries, not a 500', async () => {
    const { port } = failing.address() as AddressInfo;
    const t = await createTestApp({ GOOGLE_ROOT_KEYS_URL: `http://127.0.0.1:${port}/keys` });
    const answer = await t.call('POST', '/api/wallet/google/callback', callback);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(answer.json).toMatchObject({ success: false, code: 'http.unavailable' });
  });
  it('answers 503 when nothing listens at the keys address', async () => {
    const t = await createTestApp({ GOOGLE_ROOT_KEYS_URL: 'http://127.0.0.1:9/keys' });
    expect((await t.call('POST', '/api/wallet/google/callback', callback)).status).toBe(503);
  });
});
