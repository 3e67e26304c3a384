import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * Rows as a CSV byte stream for spreadsheets: UTF-8 with a byte-order mark (Excel reads the file
 * as UTF-8 only with it), CRLF line ends and quoting as RFC 4180 asks. Rows are pulled one at a
 * time as the client reads, so a slow download holds at most one batch of rows.
 */
export const csvStream = (rows: AsyncIterable<readonly string[]>): ReadableStream<Uint8Array> =>
  Readable.toWeb(
    Readable.from(rows, { objectMode: true }).pipe(
      stringify({ bom: true, record_delimiter: 'windows', quoted_string: false }),
    ),
  ) as ReadableStream<Uint8Array>;
