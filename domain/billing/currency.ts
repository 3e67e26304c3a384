import { Dec, toDecimal, toMoneyString, type DecimalInput } from '../shared/decimal.ts';

/** Currencies with a price list (requirements §9). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'PLN', 'MXN', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** requirements §9 currency symbols. */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = Object.freeze({
  USD: '$',
  EUR: '€',
  GBP: '£',
  AUD: 'A$',
  CAD: 'C$',
  PLN: 'PLN',
  MXN: 'Mex$',
  INR: '₹',
});

const DIRECT: Readonly<Record<string, Currency>> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  PL: 'PLN',
  MX: 'MXN',
  IN: 'INR',
};

/** Other Americas and Caribbean countries priced in USD (requirements §9: "about 28"). */
export const USD_COUNTRIES: readonly string[] = Object.freeze([
  'AG',
  'AI',
  'AW',
  'BB',
  'BM',
  'BS',
  'BZ',
  'CO',
  'CR',
  'DM',
  'DO',
  'EC',
  'GD',
  'GT',
  'GY',
  'HN',
  'HT',
  'JM',
  'KN',
  'KY',
  'LC',
  'NI',
  'PA',
  'PR',
  'SR',
  'SV',
  'TT',
  'VC',
]);

/** requirements §9: the display currency for a country code; EUR for everything not listed. */
export const currencyForCountry = (code: string | null | undefined): Currency => {
  const country = (code ?? '').trim().toUpperCase();
  return DIRECT[country] ?? (USD_COUNTRIES.includes(country) ? 'USD' : 'EUR');
};

/** True for a supported currency code (case-insensitive). */
export const isCurrency = (code: string | null | undefined): code is Currency =>
  CURRENCIES.includes((code ?? '').toUpperCase() as Currency);

/** requirements §9: how long location-based currency detection may take. */
export const CURRENCY_DETECTION_TIMEOUT_MS = 2000;

/**
 * A price with its currency symbol and two decimals: "$9.99", "€9.99", "PLN 49.00". With a
 * `locale`, the locale writes the number and places the symbol ("18,99 €" in German, "9580,70 PLN"
 * in Polish); the symbols stay requirements §9's.
 */
export const formatPrice = (amount: DecimalInput, currency: Currency, locale?: string): string => {
  const value = toMoneyString(toDecimal(amount) ?? new Dec(0));
  const symbol = CURRENCY_SYMBOLS[currency];
  const lettered = /^[A-Z]+$/.test(symbol);
  if (!locale) return lettered ? `${symbol} ${value}` : `${symbol}${value}`;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: lettered ? 'code' : 'narrowSymbol',
  });
  // A numeric string is formatted exactly (no float on the way); the type only knows numbers.
  return format
    .formatToParts(value as unknown as number)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
};

/** requirements §9: a yearly price shown as its monthly equivalent (year / 12, two decimals). */
export const monthlyEquivalent = (yearPrice: DecimalInput): string =>
  toMoneyString((toDecimal(yearPrice) ?? new Dec(0)).div(12));

/** requirements §3 referral discount. */
export interface Discount {
  readonly discountType: 'PERCENTAGE' | string;
  readonly discountValue: DecimalInput;
}

/**
 * requirements §5: a percentage discount is price × (1 − value / 100), a fixed one price − value;
 * never below 0, and a negative value never raises the price.
 */
export const applyDiscount = (price: DecimalInput, discount: Discount | null | undefined): string => {
  const base = toDecimal(price) ?? new Dec(0);
  const value = Dec.max(0, toDecimal(discount?.discountValue) ?? 0);
  if (!discount) return toMoneyString(base);
  const discounted =
    discount.discountType === 'PERCENTAGE' ? base.times(new Dec(1).minus(value.div(100))) : base.minus(value);
  return toMoneyString(Dec.max(0, Dec.min(base, discounted)));
};

/** requirements §5: referral codes are upper-cased; an empty one is refused with the spec's text. */
export const normalizeReferralCode = (
  code: string | null | undefined,
): { ok: true; code: string } | { ok: false; message: string } => {
  const trimmed = (code ?? '').trim();
  return trimmed
    ? { ok: true, code: trimmed.toUpperCase() }
    : { ok: false, message: 'Please enter a referral code' };
};
