import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the web build reads: a change to any of these makes dist/ stale. */
export const WEB_SOURCES = [
  'ui',
  'src/web',
  'domain',
  'adapters',
  'locales',
  'vite.config.ts',
  'vite.get-pass.config.ts',
  'vite.bundle-stats.ts',
  'package.json',
  'package-lock.json',
] as const;

/**
 * The build's stamp: the public pages' manifest, written by the last step of `npm run build`
 * (the first step empties dist/), so it exists and is newer than the sources only after a whole build.
 */
export const BUILD_STAMP = 'dist/.vite/manifest.public.json';

const SKIPPED = new Set(['node_modules', '.git']);

/** The newest modification time under `path` (a file or a folder, walked), 0 when it does not exist. */
export const newestChange = (path: string): number => {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry.name))), stat.mtimeMs);
};

/** Why `root`'s dist/ must be built again, or null when it is newer than every web source. */
export const staleReason = (root: string): string | null => {
  const stamp = newestChange(join(root, BUILD_STAMP));
  if (stamp === 0) return 'dist/ has not been built yet';
  const changed = WEB_SOURCES.find((source) => newestChange(join(root, source)) > stamp);
  return changed ? `${changed} changed since the last build` : null;
};

/** `npm start`: builds the web app only when its sources changed since dist/ was built (a build takes seconds). */
const main = () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const reason = staleReason(root);
  if (!reason) {
    console.info('The web app in dist/ is up to date; not building it again (npm run build forces a build).');
    return;
  }
  console.info(`Building the web app: ${reason}.`);
  // Through the npm that runs `npm start`, so that the build uses the project's pinned Node too.
  const npm = process.env.npm_execpath;
  const build = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', shell: true });
  process.exitCode = build.status ?? 1;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
