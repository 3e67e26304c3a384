import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, staleReason } from './build-if-stale.ts';

describe('staleReason (npm start builds the web app only when it must)', () => {
  let root = '';
  /** Folders' own times move when a file is added (and count: a deleted source changes them); set them old. */
  const oldFolders = (path = root) => {
    for (const entry of readdirSync(path, { withFileTypes: true }))
      if (entry.isDirectory()) {
        oldFolders(join(path, entry.name));
        utimesSync(join(path, entry.name), 1_000, 1_000);
      }
  };
  const at = (path: string, seconds: number) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '');
    utimesSync(file, seconds, seconds);
    oldFolders();
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'passdeck-stale-'));
    at('ui/app/theme.ts', 1_000);
    at('src/web/index.html', 1_000);
    at('locales/en/common.json', 1_000);
    at('package-lock.json', 1_000);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when dist/ was never built', () => {
    expect(staleReason(root)).toBe('dist/ has not been built yet');
  });

  it('skips the build when the stamp is newer than every source', () => {
    at(BUILD_STAMP, 2_000);
    expect(staleReason(root)).toBeNull();
  });

  it('builds when a source deep in a folder, a translation or the lock file changed after the build', () => {
    at(BUILD_STAMP, 2_000);
    at('ui/cards/deep/card.tsx', 3_000);
    expect(staleReason(root)).toBe('ui changed since the last build');
    at('ui/cards/deep/card.tsx', 1_500);
    at('locales/de/cards.json', 3_000);
    expect(staleReason(root)).toBe('locales changed since the last build');
    at('locales/de/cards.json', 1_500);
    at('package-lock.json', 3_000);
    expect(staleReason(root)).toBe('package-lock.json changed since the last build');
  });

  it('builds when a source was deleted (its folder changed)', () => {
    at(BUILD_STAMP, 2_000);
    utimesSync(join(root, 'ui/app'), 3_000, 3_000);
    expect(staleReason(root)).toBe('ui changed since the last build');
  });

  it('ignores installed packages inside the sources', () => {
    at(BUILD_STAMP, 2_000);
    at('domain/node_modules/zod/index.js', 3_000);
    expect(staleReason(root)).toBeNull();
  });
});
