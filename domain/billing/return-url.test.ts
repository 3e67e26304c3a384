import { describe, expect, it } from 'vitest';
import { ownUrl } from './return-url.ts';

const ORIGIN = 'https://passdeck.example';

describe('return addresses on the app itself (issue 24: no open redirect)', () => {
  it('keeps an address on the same scheme, host and port', () => {
    expect(ownUrl('https://passdeck.example/dashboard?subscription=success', ORIGIN)).toBe(
      'https://passdeck.example/dashboard?subscription=success',
    );
    expect(ownUrl(' HTTPS://Passdeck.Example/Pricing#faq ', ORIGIN)).toBe(
      'https://passdeck.example/Pricing#faq',
    );
    expect(ownUrl('https://passdeck.example', ORIGIN)).toBe('https://passdeck.example');
    expect(ownUrl('http://localhost:3000/a?b=c', 'http://localhost:3000/')).toBe(
      'http://localhost:3000/a?b=c',
    );
  });

  it('keeps dot segments that stay on the app', () => {
    expect(ownUrl('/a/../pricing?x=//y', ORIGIN)).toBe('https://passdeck.example/a/../pricing?x=//y');
  });

  it('takes a relative address on the app', () => {
    expect(ownUrl('/account?tab=billing', ORIGIN)).toBe('https://passdeck.example/account?tab=billing');
    expect(ownUrl('pricing', ORIGIN)).toBe('https://passdeck.example/pricing');
    expect(ownUrl('?subscription=success', `${ORIGIN}/`)).toBe(
      'https://passdeck.example/?subscription=success',
    );
  });

  it.each([
    ['another site', 'https://evil.test/pricing'],
    ['another scheme', 'http://passdeck.example/pricing'],
    ['another port', 'https://passdeck.example:8443/pricing'],
    ['a look-alike host', 'https://passdeck.example.evil.test/'],
    ['credentials before another host', 'https://passdeck.example@evil.test/'],
    ['a protocol-relative address', '//evil.test/pricing'],
    ['dot segments that fold into two slashes', '/.//evil.test/pricing'],
    ['the same, on our own address', 'https://passdeck.example/x/..//evil.test'],
    ['the same with encoded dots', '/%2E//evil.test'],
    ['a backslash browsers read as a slash', '/\\evil.test'],
    ['a tab browsers drop', 'https://passdeck.example\t.evil.test/'],
    ['a control character', '/pricing\u0000'],
    ['a script', 'javascript:alert(document.domain)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['a scheme without a host', 'mailto:owner@passdeck.example'],
  ])('refuses %s', (_, url) => {
    expect(ownUrl(url, ORIGIN)).toBeNull();
  });

  it('refuses everything when the app has no usable address', () => {
    expect(ownUrl('/pricing', 'passdeck.example')).toBeNull();
  });
});
