import { renderHook } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainError } from '#domain/shared/index.ts';
import { createI18n } from './i18n.ts';
import { useErrorText } from './use-error-text.ts';

let en: i18n;
let de: i18n;

beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const errorTextIn = (instance: i18n) =>
  renderHook(() => useErrorText(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={instance}>{children}</I18nextProvider>
    ),
  }).result.current;

describe('useErrorText', () => {
  it.each([
    'auth.current_password_wrong',
    'team.self',
    'team.last_owner',
    'team.email_taken',
    'validation.password_common',
    'validation.time_zone_invalid',
    'validation.country_invalid',
  ])('translates %s in every language instead of showing the server English', (code) => {
    const server = domainError(code, 'English text from the server');
    for (const instance of [en, de]) {
      const text = errorTextIn(instance)(server);
      expect(text).toBe(instance.t(`errors:${code}`));
      expect(text).not.toBe('English text from the server');
      expect(text).not.toBe(code);
    }
    expect(errorTextIn(de)(server)).not.toBe(errorTextIn(en)(server));
  });

  it("falls back to the server's message for a code the locales do not know, else a generic failure", () => {
    const errorText = errorTextIn(en);
    expect(errorText(domainError('billing.something_new', 'Said by the server'))).toBe('Said by the server');
    expect(errorText(domainError('billing.something_new'))).toBe(en.t('errors:http.internal'));
  });

  it('shows the server\'s message before a screen\'s generic "… failed" text, which stays the fallback', () => {
    const errorText = errorTextIn(en);
    expect(errorText(domainError('cards.publish_failed', 'Try later'))).toBe('Try later');
    expect(errorText(domainError('cards.publish_failed'))).toBe(en.t('errors:cards.publish_failed'));
  });

  it("shows the server's words without the field path it puts before them for API clients", () => {
    const errorText = errorTextIn(en);
    expect(errorText(domainError('cards.save_failed', 'info.passDescription: This is too long.'))).toBe(
      'This is too long.',
    );
    expect(errorText(domainError('billing.something_new', 'q: Remove this.'))).toBe('Remove this.');
    // A message that only has a colon in it keeps its words.
    expect(errorText(domainError('billing.something_new', 'Export failed (500): Bad gateway'))).toBe(
      'Export failed (500): Bad gateway',
    );
  });

  it("keeps the server's message when the translation needs figures only that message carries", () => {
    const errorText = errorTextIn(en);
    const limited = domainError(
      'auth.too_many_attempts',
      'Too many login attempts. Try again in 15 minutes.',
    );
    expect(errorText(limited)).toBe('Too many login attempts. Try again in 15 minutes.');
    expect(errorText(domainError('auth.too_many_attempts'))).not.toBe('');
  });
});
