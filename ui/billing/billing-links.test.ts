import { describe, expect, it } from 'vitest';
import { checkoutReturnUrls, localPath } from './billing-links.ts';

describe('where checkout returns', () => {
  it('accepts only paths on this site from a query', () => {
    expect(localPath('/cards?view=list')).toBe('/cards?view=list');
    expect(localPath('https://evil.example/')).toBeNull();
    expect(localPath('//evil.example/')).toBeNull();
    expect(localPath('/\\evil.example')).toBeNull();
    // Dot segments fold into two slashes: another host to a link.
    expect(localPath('/.//evil.example/x')).toBeNull();
    expect(localPath('/a/..//evil.example')).toBeNull();
    expect(localPath('/a/../pricing')).toBe('/a/../pricing');
    expect(localPath('')).toBeNull();
  });

  it('prefers the upgrade prompt redirect, else the billing tab with the way back', () => {
    const base = { current: '/account?tab=plans' };
    expect(checkoutReturnUrls({ ...base, redirect: '/cards?subscription=success', returnTo: '/x' })).toEqual({
      successUrl: '/cards?subscription=success',
      cancelUrl: '/account?tab=plans',
    });
    expect(checkoutReturnUrls({ ...base, redirect: null, returnTo: '/creator?id=c1' }).successUrl).toBe(
      '/account?tab=billing&subscription=success&returnTo=%2Fcreator%3Fid%3Dc1',
    );
    expect(checkoutReturnUrls({ ...base, redirect: '//evil.example', returnTo: null }).successUrl).toBe(
      '/account?tab=billing&subscription=success',
    );
  });
});
