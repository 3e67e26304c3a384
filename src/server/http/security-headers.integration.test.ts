import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/setup/test-app.ts';

describe('security headers (issue 22)', () => {
  it('sends a strict CSP, frame-ancestors none, nosniff, a referrer policy, and HSTS on an https address', async () => {
    const t = await createTestApp();
    const answer = await t.app.request('/api/health');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });
  it('sends no HSTS where the public address is http', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    expect((await t.app.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });
});
