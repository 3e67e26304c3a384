/** The seven languages the site, its emails, its passes and its printouts are written in. */
export const SITE_LANGUAGES = ['en', 'de', 'es', 'pt', 'nl', 'pl', 'uk'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Whether a code is one of the site languages exactly ("pl", not "pl-PL"). */
export const isSiteLanguage = (code: string | null | undefined): code is SiteLanguage =>
  SITE_LANGUAGES.some((language) => language === code);

/** The site language a language tag is written in ("de-AT" → "de", "pt_BR" → "pt"), or null for another. */
export const siteLanguageIn = (tag: string | null | undefined): SiteLanguage | null => {
  const primary = (tag ?? '').trim().split(/[-_]/)[0]!.toLowerCase();
  return isSiteLanguage(primary) ? primary : null;
};

/** The site language a language tag is written in ("de-AT" → "de", "PL" → "pl"); English for another, or none. */
export const siteLanguageOf = (tag: string | null | undefined): SiteLanguage => siteLanguageIn(tag) ?? 'en';
