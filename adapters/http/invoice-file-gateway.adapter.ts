import { BILLING_CLIENT_ERRORS, type InvoiceFileGateway } from '#domain/billing/index.ts';
import { domainError, err, ok } from '#domain/shared/index.ts';
import type { ApiClient } from './api-client.ts';
import { fileNameOf } from './customer-directory-gateway.adapter.ts';
import { refusalError, refusalOf } from './settle.ts';

/** The built-in provider's invoice address (`pdfUrl` in the payment history). */
const INVOICE_PDF = /^\/api\/billing\/invoices\/([^/?#]+)\/pdf$/;

/**
 * Invoice PDFs over the typed API client, so the bearer token goes with the request (a plain
 * link would not carry it). Only our own invoice address is fetched; anything else is refused.
 */
export const createHttpInvoiceFileGateway = (client: ApiClient): InvoiceFileGateway => ({
  async download(path, language) {
    const id = INVOICE_PDF.exec(path)?.[1];
    if (!id) return err(domainError(BILLING_CLIENT_ERRORS.invoiceUnavailable));
    try {
      const { data, error, response } = await client.GET('/api/billing/invoices/{id}/pdf', {
        params: { path: { id: decodeURIComponent(id) }, query: { lang: language } },
        parseAs: 'arrayBuffer',
      });
      if (response.ok && data instanceof ArrayBuffer)
        return ok({
          fileName: fileNameOf(response.headers.get('content-disposition')) ?? '',
          bytes: new Uint8Array(data),
        });
      return err(refusalError(refusalOf(response, error)));
    } catch {
      return err(refusalError({ status: 0, code: 'http.network', body: {} }));
    }
  },
});
