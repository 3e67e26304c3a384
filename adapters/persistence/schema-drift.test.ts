import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './database.ts';

const SCHEMA = fileURLToPath(new URL('./schema.ts', import.meta.url));
const DRIZZLE_KIT = join(createRequire(import.meta.url).resolve('drizzle-kit'), '..', 'bin.cjs');

describe('schema.ts and the migrations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'passdeck-drift-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // The repositories query what schema.ts declares, the database has what the migrations made. A
  // column added to schema.ts without `npm run db:generate` has no migration: this fails then.
  // drizzle-kit compares schema.ts with the snapshot it wrote beside each generated migration, so a
  // hand edit to a migration's SQL is not seen here (drizzle-kit's pushSchema, which would read the
  // migrated database itself, fails on PGlite's parameter binding); the repository tests run on the
  // migrated database and find those.
  it('agree: drizzle-kit finds nothing to migrate', () => {
    cpSync(MIGRATIONS_FOLDER, join(dir, 'migrations'), { recursive: true });
    const before = readdirSync(join(dir, 'migrations')).sort();
    // Generated into a copy (drizzle-kit writes where it is told), relative to it as drizzle-kit wants.
    const output = execFileSync(
      process.execPath,
      [DRIZZLE_KIT, 'generate', '--dialect', 'postgresql', '--schema', SCHEMA, '--out', 'migrations'],
      // A rename makes drizzle-kit ask on a terminal; without one it must not wait past the test's time.
      { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 25_000 },
    );
    expect(readdirSync(join(dir, 'migrations')).sort()).toEqual(before);
    expect(output).toContain('No schema changes');
  });
});
