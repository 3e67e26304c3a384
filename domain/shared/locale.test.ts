import { describe, expect, it } from 'vitest';
import {
  canonicalCountry,
  countryChoices,
  countryMatches,
  formattingLocale,
  groupSeparatorOf,
  isCountryCode,
  isTimeZone,
  localeFormat,
  pageLanguageTag,
  searchCountries,
} from './locale.ts';

describe('isTimeZone', () => {
  it('knows IANA names and refuses the rest', () => {
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('pageLanguageTag', () => {
  it("is the chosen language, else the browser's first site language, with the browser's region", () => {
    expect(pageLanguageTag(null, 'de-AT,de;q=0.9,en;q=0.5')).toBe('de-AT');
    expect(pageLanguageTag('pl', 'de-AT,de;q=0.9')).toBe('pl');
    expect(pageLanguageTag('en', 'de-DE,en-GB;q=0.5')).toBe('en-GB');
    expect(pageLanguageTag(undefined, 'fr-FR')).toBe('en');
    expect(pageLanguageTag('klingon', undefined)).toBe('en');
    expect(pageLanguageTag('pt', 'de-DE')).toBe('pt-PT');
  });
});

describe('formattingLocale', () => {
  it("keeps the browser's regional variant of the UI language", () => {
    expect(formattingLocale('en', ['en-GB', 'en'])).toBe('en-GB');
    expect(formattingLocale('de', ['de-AT'])).toBe('de-AT');
    expect(formattingLocale('pt', ['en-US', 'pt-BR'])).toBe('pt-BR');
  });
  it('formats Portuguese as Portugal does when the browser names no variant (the texts are European)', () => {
    expect(formattingLocale('pt', ['de-DE'])).toBe('pt-PT');
  });

  it('takes the first browser language that shares the UI language', () => {
    expect(formattingLocale('en', ['fr-FR', 'en-AU', 'en-GB'])).toBe('en-AU');
  });

  it('falls back to the UI language when the browser speaks another one', () => {
    expect(formattingLocale('uk', ['en-GB', 'de-DE'])).toBe('uk');
    expect(formattingLocale('pl', [])).toBe('pl');
  });

  it('matches languages case-insensitively and canonicalises the tag', () => {
    expect(formattingLocale('EN', ['en-gb'])).toBe('en-GB');
  });

  it('skips tags the browser reports that are not valid locales', () => {
    expect(formattingLocale('en', ['en_GB!', 'en-NZ'])).toBe('en-NZ');
    expect(formattingLocale('%%', ['en-GB'])).toBe('en-GB');
  });
});

describe('localeFormat', () => {
  const at = new Date('2026-03-04T12:00:00Z');

  it('writes en-GB dates day first and en-US dates month first', () => {
    expect(localeFormat('en-GB').date(at)).toBe('4 Mar 2026');
    expect(localeFormat('en-US').date(at)).toBe('Mar 4, 2026');
  });

  it('reads ISO strings and answers a dash for a missing or broken date', () => {
    const f = localeFormat('de');
    expect(f.date('2026-03-04T12:00:00Z')).toBe('04.03.2026');
    expect(f.date(null)).toBe('–');
    expect(f.date(undefined)).toBe('–');
    expect(f.dateTime('not a date')).toBe('–');
  });

  it('writes a day with a time, a time alone and grouped numbers in the locale', () => {
    const f = localeFormat('en-GB');
    expect(f.dateTime(at)).toMatch(/^4 Mar 2026, \d{2}:\d{2}$/);
    expect(f.time(at)).toMatch(/^\d{2}:\d{2}$/);
    expect(f.number(12345)).toBe('12,345');
    expect(localeFormat('de').number(12345)).toBe('12.345');
    expect(f.locale).toBe('en-GB');
  });

  it('writes money with two decimals, with its currency in the locale, or the code after the number', () => {
    expect(localeFormat('en-GB').money(12.5, 'eur')).toBe('€12.50');
    expect(localeFormat('de').money(1234.5, 'EUR')).toBe('1.234,50\u00A0€');
    expect(localeFormat('en-US').money(7, null)).toBe('7.00');
    // Not a code Intl can format: the number, then the code as typed.
    expect(localeFormat('en-US').money(7, 'E1')).toBe('7.00 E1');
  });

  it("says how the locale groups thousands (Spanish groups only from five digits, and still with '.')", () => {
    expect(['en', 'de', 'es', 'nl'].map(groupSeparatorOf)).toEqual([',', '.', '.', '.']);
    for (const locale of ['pl', 'uk']) expect(groupSeparatorOf(locale)).toMatch(/^[\u00A0\u202F ]$/);
  });
});

describe('isCountryCode', () => {
  it('knows countries, and not unknown codes, unions or lower case (QA: "ZZ" was saved)', () => {
    for (const code of ['PT', 'PL', 'US', 'GB', 'XK']) expect(isCountryCode(code), code).toBe(true);
    for (const code of ['ZZ', 'QQ', 'EU', 'UN', 'pt', 'P', 'PRT', '', '1A', 'DD', 'UK', 'SU', 'IC'])
      expect(isCountryCode(code), code).toBe(false);
  });
});

describe('countryChoices', () => {
  it('offers every country once, named and sorted in the reader language', () => {
    const german = countryChoices('de');
    expect(german.find((c) => c.value === 'DE')?.label).toBe('Deutschland');
    expect(german.find((c) => c.value === 'GE')?.label).toBe('Georgien');
    expect(new Set(german.map((c) => c.value)).size).toBe(german.length);
    // ISO 3166-1's 249 countries (and Kosovo, XK, which the runtime names); a newer ICU may add one.
    expect(german.length).toBeGreaterThanOrEqual(249);
    for (const code of ['XK', 'SS', 'BQ', 'CW', 'SX'])
      expect(
        german.some((c) => c.value === code),
        code,
      ).toBe(true);
    for (const { value } of german) expect(isCountryCode(value), value).toBe(true);
    const labels = german.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'de')));
    expect(countryChoices('uk').find((c) => c.value === 'UA')?.label).toBe('Україна');
  });
});

describe('canonicalCountry', () => {
  it('keeps a current code, gives a withdrawn one its successor, and drops the rest', () => {
    expect(canonicalCountry('PT')).toBe('PT');
    expect(canonicalCountry(' uk ')).toBe('GB');
    expect(canonicalCountry('SU')).toBe('RU');
    expect(canonicalCountry('DD')).toBe('DE');
    for (const code of ['IC', 'ZZ', 'QQ', 'Germany', '', null, undefined])
      expect(canonicalCountry(code)).toBe('');
  });
});

describe('countryMatches', () => {
  const austria = { value: 'AT', label: 'Österreich' };
  it('finds a country by its name without case or accents, or by its code', () => {
    expect(countryMatches(austria, 'osterr')).toBe(true);
    expect(countryMatches(austria, 'ÖSTERREICH')).toBe(true);
    expect(countryMatches(austria, ' at ')).toBe(true);
    expect(countryMatches({ value: 'TR', label: 'Türkiye' }, 'turkiye')).toBe(true);
    expect(countryMatches(austria, 'xyz')).toBe(false);
  });
});

describe('searchCountries', () => {
  const english = countryChoices('en');
  const first = (search: string, n = 1) =>
    searchCountries(english, search)
      .slice(0, n)
      .map((c) => c.value);
  it('puts the country whose code was typed first, a withdrawn code too', () => {
    expect(first('us')).toEqual(['US']);
    expect(first('DE')).toEqual(['DE']);
    expect(first('uk', 2)).toEqual(['GB', 'UA']);
  });
  it('then names that start with the text, then a word that does, then the rest', () => {
    expect(first('united', 3)).toEqual(['AE', 'GB', 'US']);
    expect(searchCountries(english, 'zealand').map((c) => c.value)).toEqual(['NZ']);
    expect(searchCountries(english, 'xyz')).toEqual([]);
    expect(searchCountries(english, ' ')).toHaveLength(english.length);
  });
});
