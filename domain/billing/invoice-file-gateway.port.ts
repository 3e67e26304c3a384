import type { Result } from '../shared/result.ts';

/** Fetches an invoice PDF that only the signed-in business may read (our own, behind the bearer token). */
export interface InvoiceFileGateway {
  /** The invoice at `path`, worded in `language` (the reader's). */
  download(path: string, language: string): Promise<Result<{ fileName: string; bytes: Uint8Array }>>;
}
