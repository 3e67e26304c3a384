import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const domainDir = join(repo, 'domain');

/**
 * Run by a client project: every entry of the exports map, by package name, with a resolve hook
 * that records each bare import made from inside the package (node: built-ins included, which
 * would resolve anywhere and so would not fail on their own).
 */
const CLIENT_SCRIPT = `
import { realpathSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const packageUrl = pathToFileURL(realpathSync('node_modules/@passdeck/domain')).href + '/';
const foreign = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (context.parentURL?.startsWith(packageUrl) && !/^[./]/.test(specifier)) {
      if (!/^(zod|decimal\\.js)(\\/|$)/.test(specifier)) foreign.add(specifier);
    }
    return nextResolve(specifier, context);
  },
});

const { default: manifest } = await import('@passdeck/domain/package.json', { with: { type: 'json' } });
const entries = Object.keys(manifest.exports).filter((entry) => entry !== './package.json');
const exportCounts = {};
for (const entry of entries) {
  const name = entry === '.' ? '@passdeck/domain' : '@passdeck/domain/' + entry.slice(2);
  exportCounts[entry] = Object.keys(await import(name)).length;
}

const { applyScanAction, scanTarget } = await import('@passdeck/domain/scanner');
const { CardInputSchema } = await import('@passdeck/domain/cards');
const { normalizeShortCode } = await import('@passdeck/domain/shared');

const card = CardInputSchema.parse({
  name: 'Coffee card',
  passType: 'stamp_card',
  loyaltySettings: { maxStamps: 8 },
});
const balance = { stamps: 7, points: 0, rewardsRedeemed: 0, redeemedAt: null };
const context = { now: new Date('2026-01-01T00:00:00Z'), accrual: null };
const stamped = applyScanAction(card, balance, { actionId: 'add_stamp' }, context);
const redeemed = applyScanAction(card, stamped.value, { actionId: 'redeem_reward' }, context);
const refused = applyScanAction(card, balance, { actionId: 'redeem_coupon' }, context);

console.log(JSON.stringify({
  foreign: [...foreign],
  exportCounts,
  card: { name: card.name, passType: card.passType, maxStamps: card.loyaltySettings.maxStamps },
  stamped,
  redeemed,
  refused,
  shortCode: normalizeShortCode('k7qm-4xzp'),
  notAShortCode: normalizeShortCode('K7QM 4XZ0'),
  target: scanTarget(' k7qm 4xzp '),
}));
`;

/** Copies the files `npm pack` would (domain/package.json "files": no tests). */
const copyPackage = (to: string) =>
  cp(domainDir, to, { recursive: true, filter: (source) => !source.endsWith('.test.ts') });

describe('domain/ as the @passdeck/domain package, used from a project outside the repo', () => {
  let project = '';

  beforeAll(async () => {
    // realpath: on macOS the temporary folder is itself behind a symlink, and Node compares real paths.
    project = await realpath(await mkdtemp(join(tmpdir(), 'passdeck-domain-client-')));
    // Node strips types only outside node_modules, so the package is installed the way
    // `npm install <folder>` installs it: the folder stays where it is, node_modules links to it.
    // It is a copy, so its imports resolve from the client project, never from this repo.
    await copyPackage(join(project, 'vendor', 'domain'));
    await mkdir(join(project, 'node_modules', '@passdeck'), { recursive: true });
    await symlink(
      join(project, 'vendor', 'domain'),
      join(project, 'node_modules', '@passdeck', 'domain'),
      'junction',
    );
    // The two dependencies the package declares, and nothing else.
    for (const dependency of ['zod', 'decimal.js'])
      await symlink(
        join(repo, 'node_modules', dependency),
        join(project, 'node_modules', dependency),
        'junction',
      );
    await writeFile(
      join(project, 'package.json'),
      JSON.stringify({ name: 'scanner-client', private: true, type: 'module' }),
    );
    await writeFile(join(project, 'client.mjs'), CLIENT_SCRIPT);
  });

  afterAll(async () => {
    if (project) await rm(project, { recursive: true, force: true });
  });

  it('declares zod and decimal.js at the versions the app uses, and one export per slice', async () => {
    const manifest = JSON.parse(await readFile(join(domainDir, 'package.json'), 'utf8'));
    const app = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8'));
    expect(manifest.dependencies).toEqual({
      'decimal.js': app.dependencies['decimal.js'],
      zod: app.dependencies.zod,
    });
    const slices = [];
    for (const entry of await readdir(domainDir, { withFileTypes: true })) {
      const hasIndex =
        entry.isDirectory() && (await readdir(join(domainDir, entry.name))).includes('index.ts');
      if (hasIndex) slices.push(entry.name);
    }
    expect(Object.keys(manifest.exports).sort()).toEqual(
      ['.', './package.json', ...slices.map((slice) => `./${slice}`)].sort(),
    );
  });

  it('loads every entry by package name and runs its rules with only zod and decimal.js installed', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['client.mjs'], { cwd: project });
    const out = JSON.parse(stdout);

    expect(out.foreign).toEqual([]);
    expect(Object.keys(out.exportCounts)).toContain('./scanner');
    expect(Object.entries(out.exportCounts).filter(([, count]) => count === 0)).toEqual([]);
    expect(out.card).toEqual({ name: 'Coffee card', passType: 'stamp_card', maxStamps: 8 });
    expect(out.stamped).toMatchObject({ ok: true, value: { stamps: 8, rewardsRedeemed: 0 } });
    expect(out.redeemed).toMatchObject({ ok: true, value: { rewardsRedeemed: 1 } });
    expect(out.refused).toMatchObject({ ok: false, error: { code: 'scanner.action_not_allowed' } });
    expect(out.shortCode).toBe('K7QM4XZP');
    expect(out.notAShortCode).toBeNull();
    expect(out.target).toEqual({ shortCode: 'K7QM4XZP' });
  });
});
