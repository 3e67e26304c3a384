import { describe, expect, it } from 'vitest';
import { formatDemoBanner } from './demo-banner.ts';

describe('formatDemoBanner', () => {
  it('frames the address and the demo credentials, every line the same width', () => {
    const banner = formatDemoBanner('http://localhost:3000', {
      email: 'demo@passdeck.app',
      password: 'demo-abc123',
    });
    expect(banner).toContain('Passdeck is ready at http://localhost:3000');
    expect(banner).toMatch(/email {5}demo@passdeck\.app/);
    expect(banner).toMatch(/password {2}demo-abc123/);
    const framed = banner.split('\n').filter(Boolean);
    expect(framed[0]).toMatch(/^┌─+┐$/);
    expect(framed.at(-1)).toMatch(/^└─+┘$/);
    expect(new Set(framed.map((line) => line.length)).size).toBe(1);
  });

  it('grows with a long address', () => {
    const url = `https://${'x'.repeat(80)}.example.com`;
    const banner = formatDemoBanner(url, { email: 'demo@passdeck.app', password: 'demo-abc123' });
    expect(banner).toContain(`│  Passdeck is ready at ${url}  │`);
  });
});
