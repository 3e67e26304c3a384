import { siteLanguageOf, type SiteLanguage } from '../shared/site-language.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { BillingRepository, InvoiceBuyer, InvoiceRecord } from './billing.repository.port.ts';

/** Draws an invoice as a PDF (pdfkit on the server), worded in a site language. */
export interface InvoiceRenderer {
  render(
    invoice: InvoiceRecord,
    seller: string,
    buyer: InvoiceBuyer,
    language: SiteLanguage,
  ): Promise<Uint8Array>;
}

/** An invoice's document: its number (for the file name) and the PDF. */
export interface InvoicePdf {
  readonly number: string;
  readonly pdf: Uint8Array;
}

/** The seller named on built-in invoices: the installation's operator. */
export const DEFAULT_INVOICE_SELLER = 'Passdeck';

/**
 * `GET /api/billing/invoices/{id}/pdf?lang=`: a built-in invoice of the business as a PDF, in the
 * site language of the reader's (English for none, or one we do not write in).
 */
export const invoiceDocument =
  ({ billing, renderer }: { billing: BillingRepository; renderer: InvoiceRenderer }) =>
  async (businessId: string, id: string, language: string | undefined): Promise<Result<InvoicePdf>> => {
    const invoice = await billing.invoice(businessId, id);
    if (!invoice) return err(domainError('billing.invoice_not_found'));
    const buyer = (await billing.invoiceBuyer(businessId)) ?? { name: '', address: null };
    return ok({
      number: invoice.number,
      pdf: await renderer.render(invoice, DEFAULT_INVOICE_SELLER, buyer, siteLanguageOf(language)),
    });
  };

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
