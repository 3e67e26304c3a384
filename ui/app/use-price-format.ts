import { useCallback } from 'react';
import { formatPrice, type Currency } from '#domain/billing/index.ts';
import type { DecimalInput } from '#domain/shared/index.ts';
import { useFormattingLocale } from './use-locale-format.ts';

/**
 * Prices as `formatPrice` writes them, in the locale `useLocaleFormat` formats in. A file of its
 * own: billing (and decimal.js) stays out of the screens that only format dates and numbers.
 */
export const usePriceFormat = (): ((amount: DecimalInput, currency: Currency) => string) => {
  const locale = useFormattingLocale();
  return useCallback((amount, currency) => formatPrice(amount, currency, locale), [locale]);
};
