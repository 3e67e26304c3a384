import {
  countryOfLanguages,
  CURRENCY_DETECTION_TIMEOUT_MS,
  currencyForCountry,
  type Currency,
} from '#domain/billing/index.ts';

/**
 * The visitor's country from the browser's languages ("pl-PL"). There is no location service to
 * ask, so the region of the language the visitor reads in stands in for where they are.
 */
export const browserCountry = async (): Promise<string | null> =>
  typeof navigator === 'undefined'
    ? null
    : countryOfLanguages(navigator.languages?.length ? navigator.languages : [navigator.language]);

/**
 * requirements §4, §9: the display currency by location, given at most `timeoutMs` (2 s); a
 * locator that is slower, fails or knows no country gives the default (EUR).
 */
export const detectCurrency = async (
  locate: () => Promise<string | null> = browserCountry,
  timeoutMs: number = CURRENCY_DETECTION_TIMEOUT_MS,
): Promise<Currency> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return currencyForCountry(await Promise.race([locate().catch(() => null), late]));
  } finally {
    clearTimeout(timer);
  }
};
