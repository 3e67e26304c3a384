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

/**
 * The language tags an Accept-Language header asks for, most wanted first ("pl-PL,pl;q=0.9,en;q=0.8"
 * → pl-PL, pl, en); a weight of 0 (or one that is no number) means "not this one".
 */
export const acceptedLanguageTags = (acceptLanguage: string | null | undefined): string[] =>
  (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      // RFC 9110 allows white space around the weight: "de; q=0.5".
      const [tag = '', q] = part.split(/\s*;\s*q=/);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), q: Number.isFinite(weight) ? weight : 0 };
    })
    .filter((accepted) => accepted.tag && accepted.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((accepted) => accepted.tag);

/** The first of the seven languages an Accept-Language header asks for, else English. */
export const siteLanguageAccepted = (acceptLanguage: string | null | undefined): SiteLanguage =>
  acceptedLanguageTags(acceptLanguage)
    .map(siteLanguageIn)
    .find((language) => language !== null) ?? 'en';
