import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, openDatabase } from './database.ts';

describe('the PGlite data folder is one server’s alone (issue 22)', () => {
  it('refuses a second opener while the first holds it, and lets it in once the first closes', async () => {
    // 8 s, not less: PGlite's migrations hold the event loop while they run, so on a loaded
    // machine (the whole suite on two cores) the holder's lock refresh ran over 5 s late once.
    const dataDir = join(mkdtempSync(join(tmpdir(), 'passdeck-lock-')), 'pglite');
    const first = await openDatabase({ dataDir, lockStaleMs: 8_000 });
    await expect(openDatabase({ dataDir, lockStaleMs: 8_000 })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.ping();
    await first.close();
    const second = await openDatabase({ dataDir, lockStaleMs: 8_000 });
    await second.ping();
    await second.close();
  }, 60_000);
});
