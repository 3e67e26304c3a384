import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formattingLocale, localeFormat, type LocaleFormat } from '#domain/shared/index.ts';

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

/**
 * Dates and numbers for the screens: in the browser's variant of the UI language when it has one
 * (en-GB with English chosen stays day-first), else in the UI language. Follows a language switch.
 */
export const useLocaleFormat = (): LocaleFormat => {
  const locale = useFormattingLocale();
  return useMemo(() => localeFormat(locale), [locale]);
};

/** The locale `useLocaleFormat` formats in, for the odd format it has no formatter for. */
export const useFormattingLocale = (): string => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return formattingLocale(language, browserLanguages());
};
