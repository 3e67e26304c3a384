import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * Rows as a CSV byte stream for spreadsheets: UTF-8 with a byte-order mark (Excel reads the file
 * as UTF-8 only with it), CRLF line ends, cells separated by `delimiter` (the reader's spreadsheet
 * splits on its list separator) and quoting as RFC 4180 asks. Rows are pulled one at a
 * time as the client reads, so a slow download holds at most one batch of rows.
 *
 * A row source that fails part way (the database goes away mid-export) errors this stream, so the
 * download ends unfinished; `pipeline` rather than `.pipe()`, which would leave that error on the
 * source with no listener and take the whole process down. `onError` hears about it.
 */
export const csvStream = (
  rows: AsyncIterable<readonly string[]>,
  delimiter: ',' | ';',
  onError: (error: Error) => void = () => {},
): ReadableStream<Uint8Array> => {
  const csv = stringify({ bom: true, delimiter, record_delimiter: 'windows', quoted_string: false });
  pipeline(Readable.from(rows, { objectMode: true }), csv, (error) => {
    // A reader who goes away (a closed tab, a cancelled download) is not a failure of the rows.
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (error && code !== 'ABORT_ERR' && code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(error);
  });
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
};
