import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ArchiveWriter } from '#domain/auth/index.ts';

/**
 * Zip archives with fflate (deflated, in memory: an export of one business is a few MB at most),
 * JSON pretty-printed for people who open it, CSV as the customers export writes it (UTF-8 with
 * a byte-order mark for spreadsheets, CRLF).
 */
export const createZipArchiveWriter = (): ArchiveWriter => ({
  async zip(entries) {
    const files: Zippable = {};
    for (const entry of entries) {
      if ('json' in entry) {
        files[entry.name] = strToU8(`${JSON.stringify(entry.json, null, 2)}\n`);
        continue;
      }
      const rows: (readonly string[])[] = [];
      for await (const row of entry.csv) rows.push(row);
      files[entry.name] = strToU8(
        stringify(rows as string[][], { bom: true, record_delimiter: 'windows', quoted_string: false }),
      );
    }
    return zipSync(files, { level: 6 });
  },
});
