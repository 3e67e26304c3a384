import { siteLanguageOf, type SiteLanguage } from '../shared/site-language.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { BillingRepository, InvoiceBuyer, InvoiceRecord } from './billing.repository.port.ts';

/**
 * Who issues the built-in invoices: the installation's operator, as the server is configured
 * (INVOICE_SELLER_*). An accountant needs the seller's address and tax number on the invoice, and
 * the VAT the price holds where the seller charges VAT.
 */
export interface InvoiceSeller {
  readonly name: string;
  /** The postal address, a line per line. */
  readonly address: string | null;
  /** The VAT number (INVOICE_SELLER_TAX_ID). */
  readonly taxId: string | null;
  /** The VAT rate in percent that the prices include ("23"); null: no VAT is shown. */
  readonly vatRate: string | null;
}

/** Draws an invoice as a PDF (pdfkit on the server), worded in a site language. */
export interface InvoiceRenderer {
  render(
    invoice: InvoiceRecord,
    seller: InvoiceSeller,
    buyer: InvoiceBuyer,
    language: SiteLanguage,
  ): Promise<Uint8Array>;
}

/** An invoice's document: its number (for the file name) and the PDF. */
export interface InvoicePdf {
  readonly number: string;
  readonly pdf: Uint8Array;
}

/** The seller of an installation that names none: the product, with no address and no VAT. */
export const DEFAULT_INVOICE_SELLER: InvoiceSeller = Object.freeze({
  name: 'Passdeck',
  address: null,
  taxId: null,
  vatRate: null,
});

/**
 * `GET /api/billing/invoices/{id}/pdf?lang=`: a built-in invoice of the business as a PDF, in the
 * site language of the reader's (English for none, or one we do not write in).
 */
export const invoiceDocument =
  ({
    billing,
    renderer,
    seller = DEFAULT_INVOICE_SELLER,
  }: {
    billing: BillingRepository;
    renderer: InvoiceRenderer;
    seller?: InvoiceSeller;
  }) =>
  async (businessId: string, id: string, language: string | undefined): Promise<Result<InvoicePdf>> => {
    const invoice = await billing.invoice(businessId, id);
    if (!invoice) return err(domainError('billing.invoice_not_found'));
    const buyer = (await billing.invoiceBuyer(businessId)) ?? { name: '', address: null };
    return ok({
      number: invoice.number,
      pdf: await renderer.render(invoice, seller, buyer, siteLanguageOf(language)),
    });
  };
