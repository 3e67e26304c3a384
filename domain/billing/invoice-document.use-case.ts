import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { BillingRepository, InvoiceRecord } from './billing.repository.port.ts';

/** Draws an invoice as a PDF (pdfkit on the server). */
export interface InvoiceRenderer {
  render(invoice: InvoiceRecord, seller: string, buyer: { readonly name: string }): Promise<Uint8Array>;
}

/** The seller named on built-in invoices: the installation's operator. */
export const DEFAULT_INVOICE_SELLER = 'Passdeck';

/** `GET /api/billing/invoices/{id}/pdf`: a built-in invoice of the business as a PDF. */
export const invoiceDocument =
  ({ billing, renderer }: { billing: BillingRepository; renderer: InvoiceRenderer }) =>
  async (businessId: string, id: string): Promise<Result<{ number: string; pdf: Uint8Array }>> => {
    const invoice = await billing.invoice(businessId, id);
    if (!invoice) return err(domainError('billing.invoice_not_found'));
    const name = (await billing.businessName(businessId)) ?? '';
    return ok({
      number: invoice.number,
      pdf: await renderer.render(invoice, DEFAULT_INVOICE_SELLER, { name }),
    });
  };
