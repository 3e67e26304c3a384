import { Dec, toDecimal, toMoneyString } from '../shared/decimal.ts';
import type { InvoiceRecord } from './billing.repository.port.ts';

/** An amount line of an invoice document under its description; the renderer words its `key`. */
export interface InvoiceAmountLine {
  readonly key: 'listPrice' | 'referralDiscount' | 'creditApplied' | 'charged';
  readonly amount: string;
  /** A discount and a credit are taken off the list price. */
  readonly deducted: boolean;
}

/**
 * The amount lines of an invoice: the charge alone, or — when a referral discount or credit
 * lowered it — the list price, each reduction, and what was charged.
 */
export const invoiceAmountLines = (
  invoice: Pick<InvoiceRecord, 'amount' | 'listPrice' | 'discountAmount' | 'creditApplied'>,
): InvoiceAmountLine[] => {
  const discount = Number(invoice.discountAmount) > 0;
  const credit = Number(invoice.creditApplied) > 0;
  const charged: InvoiceAmountLine = { key: 'charged', amount: invoice.amount, deducted: false };
  if (!invoice.listPrice || (!discount && !credit)) return [charged];
  const off = (key: InvoiceAmountLine['key'], amount: string) => ({ key, amount, deducted: true });
  return [
    { key: 'listPrice', amount: invoice.listPrice, deducted: false },
    ...(discount ? [off('referralDiscount', invoice.discountAmount)] : []),
    ...(credit ? [off('creditApplied', invoice.creditApplied)] : []),
    charged,
  ];
};

/**
 * The VAT inside a price that includes it at `rate` percent: the net amount and the VAT, each to
 * the cent, adding up to the price (the VAT is the price less the rounded net, so no cent is lost).
 */
export const includedVat = (gross: string, rate: string): { net: string; vat: string } => {
  const price = toDecimal(gross) ?? new Dec(0);
  const percent = Dec.max(0, toDecimal(rate) ?? 0);
  const net = new Dec(toMoneyString(price.div(percent.div(100).plus(1))));
  return { net: toMoneyString(net), vat: toMoneyString(price.minus(net)) };
};
