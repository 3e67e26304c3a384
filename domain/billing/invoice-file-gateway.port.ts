import type { Result } from '../shared/result.ts';

/** Fetches an invoice PDF that only the signed-in business may read (our own, behind the bearer token). */
export interface InvoiceFileGateway {
  download(path: string): Promise<Result<{ fileName: string; bytes: Uint8Array }>>;
}
