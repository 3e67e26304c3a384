import i18next, { type BackendModule, type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { formattingLocale } from '#domain/shared/locale.ts';
import { SITE_LANGUAGES, type SiteLanguage } from '#domain/shared/site-language.ts';

/** Names shown in the language picker, each in its own language. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
  uk: 'Українська',
};

export const NAMESPACES = [
  'common',
  'navigation',
  'account',
  'dashboard',
  'cards',
  'scanner',
  'loyalty',
  'customers',
  'pricing',
  'errors',
  'billing',
] as const;

/**
 * What the app loads before its first render: the texts of every page's frame. The other
 * namespaces load once the page has loaded (src/web/main.tsx), or when a screen asks for one first
 * (react-i18next suspends until then), so the log-in and dashboard pages do not wait for the card
 * designer's texts (issue 23). Error texts are among the others: an error shows after something
 * was done, by when they are there, and `useErrorText` does not suspend for them (until they
 * arrive it shows the server's English message).
 */
export const STARTUP_NAMESPACES = ['common', 'navigation'] as const;

/** react-i18next options for the error texts: never suspend a screen for them (see above). */
export const ERRORS_NAMESPACE_OPTIONS = { useSuspense: false } as const;

const ONE_YEAR_MINUTES = 525_600;

// Each language file becomes its own small chunk, loaded when first needed.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const bundledBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/**
 * A ready i18next instance; `lng` forces a language (tests, stories), otherwise it is detected.
 * A page of its own (get-pass) loads only the namespaces it uses.
 */
export const createI18n = async (
  lng?: SiteLanguage,
  namespaces: readonly string[] = NAMESPACES,
  defaultNS: string = 'common',
): Promise<i18n> => {
  const instance = i18next.createInstance();
  instance.use(bundledBackend).use(initReactI18next);
  if (!lng) instance.use(LanguageDetector);
  await instance.init({
    ...(lng ? { lng } : {}),
    fallbackLng: 'en',
    supportedLngs: [...SITE_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: [...namespaces],
    defaultNS,
    interpolation: { escapeValue: false },
    detection: {
      order: ['cookie', 'navigator', 'path', 'htmlTag'],
      lookupCookie: 'i18next',
      lookupFromPathIndex: 0,
      caches: ['cookie'],
      cookieMinutes: ONE_YEAR_MINUTES,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    returnNull: false,
  });
  // The page's language tag carries the browser's region when it speaks the UI language (en-GB),
  // the same locale its dates are written in; screen readers pick their voice by it.
  const syncHtmlLang = (language: string) => {
    if (typeof document !== 'undefined')
      document.documentElement.lang = formattingLocale(
        language,
        typeof navigator === 'undefined' ? [] : navigator.languages,
      );
  };
  syncHtmlLang(instance.resolvedLanguage ?? 'en');
  instance.on('languageChanged', syncHtmlLang);
  return instance;
};
