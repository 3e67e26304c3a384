// The named export: decimal.js types its default export as CommonJS, so under Node's own
// resolution (`moduleResolution: nodenext`, as a client of the package may use) it would not type-check.
import { Decimal } from 'decimal.js';

/**
 * The domain's own decimal constructor. `Decimal.clone` keeps our precision and rounding
 * from leaking into (or being changed by) other code that uses decimal.js globally.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

/** A money or quantity input: a decimal string ("12.45") or a number. */
export type DecimalInput = string | number;

/** Parses a decimal input; null for anything that is not a finite number. */
export const toDecimal = (value: DecimalInput | null | undefined): Dec | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : value;
  if (text === '') return null;
  try {
    const parsed = new Dec(text);
    return parsed.isFinite() ? parsed : null;
  } catch {
    return null;
  }
};

/** Rounds half up to a whole number. */
export const roundWhole = (value: Dec): number => value.toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber();

/** A money amount with exactly two decimals, as a string ("4.99"). */
export const toMoneyString = (value: Dec): string => value.toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);
