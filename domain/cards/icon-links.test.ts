import { describe, expect, it } from 'vitest';
import { defaultIconLinks, iconLinkHref, validateIconLink } from './icon-links.ts';

describe('icon links (requirements §3)', () => {
  it('checks each kind', () => {
    expect(validateIconLink('phone', ' +48 600 100 200 ')).toEqual({ ok: true, value: '+48 600 100 200' });
    expect(validateIconLink('phone', 'call')).toEqual({ ok: false, reason: 'phone_invalid' });
    expect(validateIconLink('email', 'a@b.co')).toEqual({ ok: true, value: 'a@b.co' });
    expect(validateIconLink('email', 'a@')).toEqual({ ok: false, reason: 'email_invalid' });
    expect(validateIconLink('website', 'cafe.example')).toEqual({ ok: true, value: 'https://cafe.example' });
    expect(validateIconLink('website', 'not a site')).toEqual({ ok: false, reason: 'url_invalid' });
    expect(validateIconLink('website', 'ftp://x.example')).toEqual({ ok: false, reason: 'url_invalid' });
    expect(validateIconLink('linkedin', 'https://www.linkedin.com/company/x')).toMatchObject({ ok: true });
    expect(validateIconLink('facebook', 'https://evil.example/facebook.com')).toEqual({
      ok: false,
      reason: 'wrong_site',
    });
    expect(validateIconLink('twitter', 'x.com/cafe')).toEqual({ ok: true, value: 'https://x.com/cafe' });
    expect(validateIconLink('twitter', '  ')).toEqual({ ok: false, reason: 'required' });
  });
  it('builds the link a pass opens', () => {
    expect(iconLinkHref('phone', '+48 (600) 100-200')).toBe('tel:+48600100200');
    expect(iconLinkHref('email', 'a@b.co')).toBe('mailto:a@b.co');
    expect(iconLinkHref('website', 'cafe.example')).toBe('https://cafe.example');
    expect(defaultIconLinks().map((l) => l.key)).toEqual([
      'phone',
      'email',
      'website',
      'linkedin',
      'facebook',
      'twitter',
    ]);
  });
});
