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

  // The repositories query what schema.ts declares, the database has what the migrations made: a
  // column added to one and not the other works in tests on a fresh schema and fails in production.
  it('agree: drizzle-kit finds nothing to migrate', () => {
    cpSync(MIGRATIONS_FOLDER, join(dir, 'migrations'), { recursive: true });
    const before = readdirSync(join(dir, 'migrations')).sort();
    // Generated into a copy (drizzle-kit writes where it is told), relative to it as drizzle-kit wants.
    const output = execFileSync(
      process.execPath,
      [DRIZZLE_KIT, 'generate', '--dialect', 'postgresql', '--schema', SCHEMA, '--out', 'migrations'],
      // A rename makes drizzle-kit ask on a terminal; without one it must not wait for ever.
      { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
    );
    expect(readdirSync(join(dir, 'migrations')).sort()).toEqual(before);
    expect(output).toContain('No schema changes');
  });
});
