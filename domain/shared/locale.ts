import { acceptedLanguageTags, siteLanguageAccepted, siteLanguageIn } from './site-language.ts';

const primaryOf = (tag: string) => tag.split('-')[0]!.toLowerCase();

const canonical = (tag: string): string | null => {
  try {
    // One well-formed tag in, one canonical tag out; a malformed one throws.
    return Intl.getCanonicalLocales(tag)[0]!;
  } catch {
    return null;
  }
};

// Codes the runtime names that are regions of the world, unions or test data rather than
// countries, and ISO's exceptionally reserved codes for parts of countries (IC, the Canary Islands).
const NOT_COUNTRIES = new Set([
  ...['EU', 'EZ', 'QO', 'UN', 'XA', 'XB', 'ZZ'],
  ...['AC', 'CP', 'CQ', 'DG', 'EA', 'IC', 'TA'],
]);
let regionNames: Intl.DisplayNames | undefined;

/**
 * Whether a code is an ISO 3166 country (two capitals the runtime's region names know: "PT", not
 * "ZZ" or "QQ"). The runtime's table is used rather than a list kept here; a withdrawn code it
 * still knows as another's alias ("DD" for DE, "UK" for GB) is not one.
 */
export const isCountryCode = (code: string): boolean => {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) return false;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return regionNames.of(code) !== undefined;
};

/**
 * A stored country code as the country picker offers it: a current code as it is, a withdrawn
 * alias as the code that replaced it ("UK" → "GB", "SU" → "RU"), anything else none ('').
 */
export const canonicalCountry = (code: string | null | undefined): string => {
  const upper = (code ?? '').trim().toUpperCase();
  if (isCountryCode(upper)) return upper;
  if (!/^[A-Z]{2}$/.test(upper)) return '';
  const successor = Intl.getCanonicalLocales(`und-${upper}`)[0]?.slice('und-'.length) ?? '';
  return isCountryCode(successor) ? successor : '';
};

/**
 * Whether a country choice matches what a reader typed: its name in any case and without
 * accents ("osterreich" finds Österreich), or its code ("de").
 */
export const countryMatches = (choice: { value: string; label: string }, search: string): boolean => {
  const wanted = plainText(search.trim());
  return plainText(choice.label).includes(wanted) || choice.value.toLowerCase() === wanted;
};

/** Text without case or accents, for comparing what a reader typed with a name. */
const plainText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The country choices that match what a reader typed (`countryMatches`, and a withdrawn code such as
 * "uk" for GB), best first: the country whose code it is ("us" puts the United States before
 * Australia), then names that start with it, then names with a word that does, then the rest,
 * each rank in the list's own order.
 */
export const searchCountries = <C extends { value: string; label: string }>(
  choices: readonly C[],
  search: string,
): C[] => {
  const wanted = plainText(search.trim());
  if (!wanted) return [...choices];
  const code = /^[a-z]{2}$/.test(wanted) ? canonicalCountry(wanted) : '';
  const rank = (choice: C): number => {
    if (choice.value === code) return 0;
    const name = plainText(choice.label);
    if (name.startsWith(wanted)) return 1;
    if (name.split(/[\s,.()'-]+/).some((word) => word.startsWith(wanted))) return 2;
    return name.includes(wanted) ? 3 : -1;
  };
  return choices
    .map((choice) => ({ choice, rank: rank(choice) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map(({ choice }) => choice);
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Every country `isCountryCode` accepts, as choices named in `locale` and sorted by that name
 * ("Deutschland" for DE in German), for a picker that cannot produce a code nobody meant.
 */
export const countryChoices = (locale: string): { value: string; label: string }[] => {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  const codes = [...LETTERS].flatMap((first) => [...LETTERS].map((second) => first + second));
  return codes
    .filter(isCountryCode)
    .map((value) => ({ value, label: names.of(value) ?? value }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
};

/** Whether a time zone name is one this runtime knows (IANA, e.g. Europe/Lisbon). */
export const isTimeZone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/**
 * The locale dates and numbers are written in. The UI language picks the texts; the browser's own
 * preference picks the conventions when it speaks that language, so an en-GB browser with English
 * chosen keeps day-first dates instead of falling back to the US ones of a bare "en". Otherwise
 * (a German browser with Polish chosen) the UI language decides, so texts and dates agree.
 */
export const formattingLocale = (uiLanguage: string, browserLanguages: readonly string[]): string => {
  const ui = canonical(uiLanguage) ?? 'en';
  const language = primaryOf(ui);
  for (const tag of browserLanguages) {
    const browser = canonical(tag);
    if (browser && primaryOf(browser) === language) return browser;
  }
  // The Portuguese texts are European; a bare "pt" would format as Brazil does.
  return ui === 'pt' ? 'pt-PT' : ui;
};

/**
 * The `lang` of a page the server sends, as the browser app will set it once its scripts run: the
 * language the visitor chose (`chosen`, the app's `i18next` cookie) or else the first site language
 * their browser asks for, with the browser's region when it speaks that language (en-GB). Screen
 * readers and crawlers read the page before any script runs.
 */
export const pageLanguageTag = (
  chosen: string | null | undefined,
  acceptLanguage: string | null | undefined,
): string =>
  formattingLocale(
    siteLanguageIn(chosen) ?? siteLanguageAccepted(acceptLanguage),
    acceptedLanguageTags(acceptLanguage),
  );

export interface LocaleFormat {
  readonly locale: string;
  /** A calendar day, e.g. 25 Nov 2026 (en-GB) or Nov 25, 2026 (en-US); '–' without one. */
  date(at: Date | string | null | undefined): string;
  /** A day and a time of day. */
  dateTime(at: Date | string | null | undefined): string;
  /** A time of day. */
  time(at: Date | string): string;
  /** A whole number or decimal with the locale's grouping. */
  number(n: number): string;
  /** A percentage given in percent (20 → "20%" in English, "20 %" in German). */
  percent(n: number): string;
  /**
   * An amount of money with two decimals, with its currency when there is one ("€12.50", "12,50 €"
   * in German); a code the runtime cannot format is written after the number.
   */
  money(amount: number, currency: string | null): string;
}

const NONE = '–';

/** What a locale puts between groups of thousands: "," in English, "." in German, a space in Polish. */
export const groupSeparatorOf = (locale: string): string =>
  new Intl.NumberFormat(locale).formatToParts(1_234_567).find((part) => part.type === 'group')?.value ?? ',';

/** Formatters bound to one locale (build once per locale: an Intl formatter costs far more to make than to use). */
export const localeFormat = (locale: string): LocaleFormat => {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dayTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const numbers = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const cents = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const currencies = new Map<string, Intl.NumberFormat | null>();
  const currencyFormat = (code: string) => {
    if (!currencies.has(code))
      try {
        currencies.set(code, new Intl.NumberFormat(locale, { style: 'currency', currency: code }));
      } catch {
        currencies.set(code, null);
      }
    return currencies.get(code)!;
  };
  const instant = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);
  const guarded = (format: Intl.DateTimeFormat) => (at: Date | string | null | undefined) => {
    if (at === null || at === undefined || at === '') return NONE;
    const value = instant(at);
    return Number.isNaN(value.getTime()) ? NONE : format.format(value);
  };
  return {
    locale,
    date: guarded(day),
    dateTime: guarded(dayTime),
    time: (at) => clock.format(instant(at)),
    number: (n) => numbers.format(n),
    percent: (n) => percents.format(n / 100),
    money: (amount, currency) => {
      const code = currency?.trim().toUpperCase();
      const format = code ? currencyFormat(code) : null;
      if (format) return format.format(amount);
      return code ? `${cents.format(amount)} ${code}` : cents.format(amount);
    },
  };
};
