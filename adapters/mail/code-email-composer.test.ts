import { describe, expect, it } from 'vitest';
import type { CodeEmail } from '#domain/auth/index.ts';
import { SITE_LANGUAGES } from '#domain/shared/index.ts';
import { createCodeEmailComposer } from './code-email-composer.adapter.ts';
import { PASSDECK_COLORS } from './email-layout.ts';

const KINDS = [
  'verify_email',
  'account_exists',
  'reset_password',
  'change_email',
  'change_email_taken',
] as const;
const LINK = 'https://passdeck.test/signup/verify/c1/s3cr3t?x=1&y=2';

const mail = (over: Partial<CodeEmail> = {}): CodeEmail => ({
  kind: 'verify_email',
  to: 'ana@example.com',
  language: 'en',
  code: '042917',
  link: LINK,
  codeMinutes: 15,
  linkHours: 24,
  ...over,
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
const contrast = (a: string, b: string) => {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('code emails', () => {
  const composer = createCodeEmailComposer();

  for (const kind of KINDS) {
    it(`${kind} is written in each of the seven languages, with its link and code`, () => {
      const subjects = new Set<string>();
      for (const language of SITE_LANGUAGES) {
        const code = kind === 'account_exists' || kind === 'change_email_taken' ? '' : '042917';
        const composed = composer.code(mail({ kind, language, code }));
        expect(composed.to).toBe('ana@example.com');
        expect(composed.subject.trim()).not.toBe('');
        subjects.add(composed.subject);
        expect(composed.text).toContain(LINK);
        expect(composed.html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
        expect(composed.html).toContain(`<html lang="${language}">`);
        expect(composed.text).not.toMatch(/\{\{|\}\}/);
        expect(composed.html).not.toMatch(/\{\{|\}\}/);
        if (code) {
          expect(composed.text).toContain('042917');
          expect(composed.html).toContain('042917');
        }
      }
      expect(subjects.size).toBe(SITE_LANGUAGES.length);
    });
  }

  it('says how long the code and the link work, in the words of the language', () => {
    expect(composer.code(mail()).text).toContain('15 minutes');
    expect(composer.code(mail()).text).toContain('24 hours');
    expect(composer.code(mail({ language: 'pl' })).text).toContain('24 godziny');
    expect(composer.code(mail({ language: 'uk', kind: 'reset_password' })).html).toContain('15 хвилин');
  });

  it('shows the code large and monospaced, and no code where there is none', () => {
    expect(composer.code(mail()).html).toMatch(
      /font-size:32px[^"]*letter-spacing:8px[^"]*monospace">042917</,
    );
    const exists = composer.code(
      mail({ kind: 'account_exists', code: '', link: 'https://passdeck.test/login' }),
    );
    expect(exists.html).not.toContain('monospace');
    expect(exists.text).toContain('https://passdeck.test/login');
    expect(exists.text).toContain('Forgot your password?');
  });

  it('falls back to English for a language it does not have, and reads a regional tag', () => {
    const unknown = composer.code(mail({ language: 'xx' }));
    expect(unknown.subject).toBe(composer.code(mail()).subject);
    expect(unknown.html).toContain('<html lang="en">');
    expect(composer.code(mail({ language: 'toString' })).html).toContain('<html lang="en">');
    expect(composer.code(mail({ language: 'de-AT' })).html).toContain('<html lang="de">');
  });

  it('escapes what it inserts into the HTML', () => {
    const composed = composer.code(mail({ link: 'https://passdeck.test/"><script>x</script>' }));
    expect(composed.html).not.toContain('<script>');
    expect(composed.html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('puts white text on a header colour that passes WCAG AA', () => {
    const composed = composer.code(mail());
    expect(composed.html).toContain(
      `background:${PASSDECK_COLORS.background};color:${PASSDECK_COLORS.foreground}`,
    );
    expect(contrast(PASSDECK_COLORS.background, PASSDECK_COLORS.foreground)).toBeGreaterThanOrEqual(4.5);
    // Why the shade: the brand violet itself falls short with white text.
    expect(contrast('#7B61FF', '#FFFFFF')).toBeLessThan(4.5);
  });
});
