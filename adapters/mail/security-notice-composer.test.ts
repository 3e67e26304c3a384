import { describe, expect, it } from 'vitest';
import type { SecurityNotice } from '#domain/auth/index.ts';
import { SITE_LANGUAGES } from '#domain/shared/index.ts';
import { createSecurityNoticeComposer } from './security-notice-composer.adapter.ts';

const notice = (over: Partial<SecurityNotice> = {}): SecurityNotice => ({
  kind: 'password_changed',
  to: 'ana@example.com',
  language: 'en',
  at: new Date('2026-11-29T18:05:00Z'),
  email: 'ana@example.com',
  resetLink: 'https://passdeck.test/reset',
  supportEmail: 'help@passdeck.test',
  ...over,
});

describe('security notices', () => {
  const composer = createSecurityNoticeComposer();

  it('tells of a password change, when it was (in UTC), and offers a reset', () => {
    const mail = composer.notice(notice());
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: 'Your Passdeck password was changed' });
    expect(mail.text).toContain('ana@example.com was changed on November 29, 2026 at 6:05 PM UTC');
    expect(mail.text).toContain('Choose a new password: https://passdeck.test/reset');
    expect(mail.text).toContain('help@passdeck.test');
    expect(mail.html).toContain('href="https://passdeck.test/reset"');
  });

  it('tells the old address of a move, names both addresses, and offers no reset (it would mail the new one)', () => {
    const mail = composer.notice(
      notice({
        kind: 'email_changed',
        to: 'ana@example.com',
        email: 'new<b>@example.com',
        previousEmail: 'ana@example.com',
        language: 'pl',
      }),
    );
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Adres e-mail Twojego konta Passdeck został zmieniony');
    expect(mail.text).toContain('z ana@example.com na new<b>@example.com 29 listopada 2026');
    expect(mail.html).toContain('new&lt;b&gt;@example.com');
    expect(mail.html).not.toContain('passdeck.test/reset');
    expect(mail.html).not.toContain('<a href');
    expect(mail.text).toContain('help@passdeck.test');
  });

  for (const kind of ['password_changed', 'email_changed'] as const)
    it(`${kind} is written in each of the seven languages`, () => {
      const subjects = new Set<string>();
      for (const language of SITE_LANGUAGES) {
        const mail = composer.notice(notice({ kind, language, previousEmail: 'old@example.com' }));
        subjects.add(mail.subject);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.text).toContain('help@passdeck.test');
        expect(mail.text).toContain('2026');
        expect(mail.text).not.toMatch(/\{\{|\}\}/);
        if (kind === 'email_changed') expect(mail.text).toContain('old@example.com');
      }
      expect(subjects.size).toBe(SITE_LANGUAGES.length);
    });
});
