import { describe, expect, it } from 'vitest';
import {
  acceptedLanguageTags,
  isSiteLanguage,
  SITE_LANGUAGES,
  siteLanguageAccepted,
  siteLanguageIn,
  siteLanguageOf,
} from './site-language.ts';

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

  it('ranks the tags of an Accept-Language header by weight, leaving out those weighed 0', () => {
    expect(acceptedLanguageTags('fr-FR,fr;q=0.9,de;q=0.5,pl;q=0.8')).toEqual(['fr-FR', 'fr', 'pl', 'de']);
    expect(acceptedLanguageTags('de;q=0, nl ; q=0.2, uk;q=abc')).toEqual(['nl']);
    expect(acceptedLanguageTags(' , ')).toEqual([]);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
  });

  it('picks the first site language a header asks for, else English', () => {
    expect(siteLanguageAccepted('fr-FR,fr;q=0.9,de;q=0.5,pl;q=0.8')).toBe('pl');
    // Weighed 0: the browser says it does not want German.
    expect(siteLanguageAccepted('fr, de;q=0')).toBe('en');
    expect(siteLanguageAccepted(null)).toBe('en');
  });
});
