import { crc32 } from 'node:zlib';

/** A file to store: its bytes and, when the caller has it cached, its CRC-32. */
export interface ZipEntry {
  readonly path: string;
  readonly bytes: Uint8Array;
  readonly crc?: number | undefined;
}

const encoder = new TextEncoder();

/** MS-DOS date and time of the zip headers (2-second precision, local fields taken as UTC). */
const dosDateTime = (date: Date) => ({
  time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
  date: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
});

/**
 * A zip of stored (uncompressed) entries, as a .pkpass wants them at its root.
 *
 * Written by hand (≈ 50 lines of PKWARE APPNOTE §4.3) because the zip libraries compute every
 * entry's CRC-32 again on each call: a pass re-uses the same images thousands of times, so
 * their CRCs are cached with the design and only pass.json, manifest.json and the signature
 * are checksummed per pass (with zlib's native CRC-32). No zip64: a pass is far below 4 GB.
 */
export const storedZip = (entries: readonly ZipEntry[], modified: Date): Uint8Array => {
  const { time, date } = dosDateTime(modified);
  const names = entries.map((entry) => encoder.encode(entry.path));
  const crcs = entries.map((entry) => entry.crc ?? crc32(entry.bytes));
  const localSize = entries.reduce((sum, entry, i) => sum + 30 + names[i]!.length + entry.bytes.length, 0);
  const centralSize = names.reduce((sum, name) => sum + 46 + name.length, 0);
  const out = Buffer.alloc(localSize + centralSize + 22);
  const offsets: number[] = [];
  /** The fields local and central headers share: flags, method, time, date, CRC, sizes, name length. */
  const writeCommon = (at: number, i: number) => {
    const size = entries[i]!.bytes.length;
    out.writeUInt16LE(0x0800, at); // UTF-8 names
    out.writeUInt16LE(0, at + 2); // stored
    out.writeUInt16LE(time, at + 4);
    out.writeUInt16LE(date, at + 6);
    out.writeUInt32LE(crcs[i]!, at + 8);
    out.writeUInt32LE(size, at + 12);
    out.writeUInt32LE(size, at + 16);
    out.writeUInt16LE(names[i]!.length, at + 20);
  };
  let at = 0;
  entries.forEach((entry, i) => {
    const name = names[i]!;
    offsets.push(at);
    out.writeUInt32LE(0x04034b50, at);
    out.writeUInt16LE(20, at + 4); // version needed: 2.0
    writeCommon(at + 6, i); // then extra length 0
    out.set(name, at + 30);
    out.set(entry.bytes, at + 30 + name.length);
    at += 30 + name.length + entry.bytes.length;
  });
  const centralStart = at;
  names.forEach((name, i) => {
    out.writeUInt32LE(0x02014b50, at);
    out.writeUInt16LE(20, at + 4); // made by: 2.0, MS-DOS attributes
    out.writeUInt16LE(20, at + 6);
    writeCommon(at + 8, i);
    // extra, comment, disk, internal attributes: 0; external attributes 0; then the offset
    out.writeUInt32LE(offsets[i]!, at + 42);
    out.set(name, at + 46);
    at += 46 + name.length;
  });
  out.writeUInt32LE(0x06054b50, at);
  out.writeUInt16LE(entries.length, at + 8);
  out.writeUInt16LE(entries.length, at + 10);
  out.writeUInt32LE(centralSize, at + 12);
  out.writeUInt32LE(centralStart, at + 16);
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
};
