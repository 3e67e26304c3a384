import { Dec, toMoneyString, type DecimalInput } from '../shared/decimal.ts';

/** The end of a billing period that starts at `start`: one calendar month or year later (UTC). */
export const periodEndOf = (start: Date, interval: 'month' | 'year'): Date => {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else {
    const day = end.getUTCDate();
    end.setUTCMonth(end.getUTCMonth() + 1);
    // 31 January + 1 month is the last day of February, not 3 March.
    if (end.getUTCDate() !== day) end.setUTCDate(0);
  }
  return end;
};

/** The part of a paid period not used yet, as money: price × time left / period length. */
export const unusedCredit = (
  price: DecimalInput,
  period: { readonly start: Date; readonly end: Date },
  now: Date,
): string => {
  const length = period.end.getTime() - period.start.getTime();
  const left = Math.min(length, Math.max(0, period.end.getTime() - now.getTime()));
  if (length <= 0) return '0.00';
  return toMoneyString(new Dec(price).times(left).div(length));
};

/** What a plan change charges now: the new price less the credit, never below zero. */
export const dueNow = (price: DecimalInput, credit: DecimalInput): string =>
  toMoneyString(Dec.max(0, new Dec(price).minus(credit)));

/** A charge with credit taken off it: what is billed, the credit used, and the credit left over. */
export interface CreditedCharge {
  readonly amount: string;
  readonly creditApplied: string;
  readonly creditLeft: string;
}

/**
 * Takes available credit off a price, like a Stripe customer balance: the charge never goes below
 * zero and never uses more credit than there is, and what is not used stays for later charges.
 */
export const applyCredit = (price: DecimalInput, available: DecimalInput): CreditedCharge => {
  const credit = Dec.max(0, new Dec(available));
  const used = Dec.min(credit, Dec.max(0, new Dec(price)));
  return {
    amount: toMoneyString(Dec.max(0, new Dec(price).minus(used))),
    creditApplied: toMoneyString(used),
    creditLeft: toMoneyString(credit.minus(used)),
  };
};
