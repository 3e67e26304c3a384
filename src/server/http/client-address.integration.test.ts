import { describe, expect, it } from 'vitest';
import { nodeIdGenerator } from '#adapters/security/node-id-generator.adapter.ts';
import { createTestApp, signUpWithDemoCard } from '../../../test/setup/test-app.ts';

describe('the client address behind a proxy, and who a login limit stops (issue 22)', () => {
  it('TRUST_PROXY=true believes the entry the load balancer added, not the client’s own leftmost one', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' });
    const statuses: number[] = [];
    for (let i = 0; i < 130; i++) {
      const answer = await t.call(
        'POST',
        '/api/auth/login',
        { email: `nobody${i}@example.com`, password: 'wrong wrong' },
        { 'x-forwarded-for': `198.51.100.${i}, 192.0.2.7` },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(100).every((status) => status === 429)).toBe(true);
  });

  it('ten wrong passwords from one client do not lock the owner out on another device', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' });
    expect((await t.register('owner@example.com', 'orange-kite-41')).status).toBe(201);
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < 10; i++)
      await t.call(
        'POST',
        '/api/auth/login',
        { email: 'owner@example.com', password: 'guess' },
        from('203.0.113.9'),
      );
    const attacker = await t.call(
      'POST',
      '/api/auth/login',
      { email: 'owner@example.com', password: 'orange-kite-41' },
      from('203.0.113.9'),
    );
    expect(attacker.status).toBe(429);
    const owner = await t.call(
      'POST',
      '/api/auth/login',
      { email: 'owner@example.com', password: 'orange-kite-41' },
      from('198.51.100.20'),
    );
    expect(owner.status).toBe(200);
  });
});

describe('guessing device keys (issue 22)', () => {
  it('answers 401 to a wrong key and 429 with Retry-After once a client sent 30, while a real key keeps working', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' });
    const { auth } = await signUpWithDemoCard(t, 'keys@example.com');
    const key = (await t.call('POST', '/api/auth/api-keys', { deviceName: 'Till' }, auth)).json.data.key;
    const guess = (i: number) =>
      t.call('GET', '/api/scanner/session', undefined, {
        'x-device-key': `pdk_${i}`,
        'x-forwarded-for': '203.0.113.50',
      });
    for (let i = 0; i < 30; i++) expect((await guess(i)).status).toBe(401);
    const refused = await guess(30);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const real = await t.call('GET', '/api/scanner/session', undefined, {
      'x-device-key': key,
      'x-forwarded-for': '198.51.100.7',
    });
    expect(real.status).toBe(200);
    expect(nodeIdGenerator.secret().length).toBeGreaterThanOrEqual(43); // 32 random bytes: 256 bits
  });
});
