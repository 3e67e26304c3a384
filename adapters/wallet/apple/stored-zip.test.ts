import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { storedZip } from './stored-zip.ts';

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('stored zip', () => {
  it('round-trips any set of files through another zip reader', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            // fflate reads entries into a plain object, where "__proto__" is not a key.
            path: fc
              .stringMatching(/^[a-zA-Z0-9@._-]{1,20}(\/[a-zA-Z0-9._-]{1,10})?$/)
              .filter((path) => path !== '__proto__'),
            bytes: fc.uint8Array({ maxLength: 2000 }),
          }),
          { selector: (entry) => entry.path, maxLength: 12 },
        ),
        (entries) => {
          const zip = storedZip(entries, new Date('2026-11-22T10:11:12Z'));
          const read = unzipSync(zip);
          expect(Object.keys(read).sort()).toEqual(entries.map((e) => e.path).sort());
          for (const entry of entries) expect(read[entry.path]).toEqual(entry.bytes);
        },
      ),
    );
  });

  it('uses a cached CRC as given, so a wrong one is caught by a checking reader', () => {
    const bytes = new TextEncoder().encode('{"formatVersion":1}');
    const at = new Date('2026-11-22T10:11:12Z');
    const good = storedZip([{ path: 'pass.json', bytes, crc: crc32(bytes) }], at);
    const bad = storedZip([{ path: 'pass.json', bytes, crc: (crc32(bytes) ^ 1) >>> 0 }], at);
    expect(Buffer.from(good).equals(Buffer.from(storedZip([{ path: 'pass.json', bytes }], at)))).toBe(true);
    if (!hasUnzip) return;
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    writeFileSync(join(dir, 'good.zip'), good);
    writeFileSync(join(dir, 'bad.zip'), bad);
    expect(execFileSync('unzip', ['-tq', join(dir, 'good.zip')]).toString()).toMatch(/No errors/);
    expect(() => execFileSync('unzip', ['-tq', join(dir, 'bad.zip')], { stdio: 'pipe' })).toThrow();
  });
});
