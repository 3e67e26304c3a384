import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/setup/test-app.ts';

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
