import { describe, expect, it } from 'vitest';
import { isSiteLanguage, SITE_LANGUAGES, siteLanguageIn, siteLanguageOf } from './site-language.ts';

describe('site languages', () => {
  it('reduces a tag to the site language it is written in, else English', () => {
    expect(siteLanguageOf('de-AT')).toBe('de');
    expect(siteLanguageOf('PL')).toBe('pl');
    expect(siteLanguageOf('pt_BR')).toBe('pt');
    for (const other of ['fr', 'plt', 'constructor', '__proto__', '../../x', '', null, undefined])
      expect(siteLanguageOf(other)).toBe('en');
    for (const language of SITE_LANGUAGES) expect(siteLanguageOf(language)).toBe(language);
    expect(siteLanguageIn(' nl-BE ')).toBe('nl');
    expect(siteLanguageIn('fr')).toBeNull();
  });

  it('knows a site language only by its exact code', () => {
    expect(isSiteLanguage('uk')).toBe(true);
    expect(isSiteLanguage('uk-UA')).toBe(false);
    expect(isSiteLanguage('toString')).toBe(false);
    expect(isSiteLanguage(null)).toBe(false);
  });
});
