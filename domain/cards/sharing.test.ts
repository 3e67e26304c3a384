import { describe, expect, it } from 'vitest';
import { embedSnippet, getPassLink, shareTargets } from './sharing.ts';

describe('sharing a card (requirements §1, §2.2)', () => {
  it('builds the public link and the share targets', () => {
    const link = getPassLink('https://passdeck.test/', 'c 1');
    expect(link).toBe('https://passdeck.test/get-pass/c%201');
    const targets = shareTargets(link, 'Get our card!');
    expect(targets.map((t) => t.key)).toEqual(['whatsapp', 'telegram', 'email', 'sms', 'facebook', 'x']);
    expect(targets[0]!.url).toBe(
      'https://wa.me/?text=Get%20our%20card!%20https%3A%2F%2Fpassdeck.test%2Fget-pass%2Fc%25201',
    );
    for (const target of targets) expect(target.url).toContain(encodeURIComponent(link));
  });

  it('drops the colon that leads into the link from an email subject, and keeps it before the link', () => {
    const email = shareTargets('https://x.test/get-pass/1', 'Get our wallet pass on your phone:').find(
      (t) => t.key === 'email',
    )!;
    const url = new URL(email.url);
    expect(url.searchParams.get('subject')).toBe('Get our wallet pass on your phone');
    expect(url.searchParams.get('body')).toBe('Get our wallet pass on your phone: https://x.test/get-pass/1');
  });

  it('writes an embeddable button that escapes its text and keeps only real colours', () => {
    const html = embedSnippet('https://x.test/get-pass/a"b', 'Café <club>', {
      background: '#123456',
      foreground: 'red;position:fixed',
    });
    expect(html).toContain('href="https://x.test/get-pass/a&quot;b"');
    expect(html).toContain('>Café &lt;club&gt;</a>');
    expect(html).toContain('background:#123456;color:#FFFFFF');
    expect(html).not.toContain('position:fixed');
  });
});
