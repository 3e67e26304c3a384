import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest*.json). */
interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/** rollup-plugin-visualizer's raw data: each module's parts per output file, sized through the source maps. */
interface ModuleData {
  readonly nodeParts: Readonly<Record<string, { readonly renderedLength: number }>>;
  readonly nodeMetas: Readonly<
    Record<string, { readonly id: string; readonly moduleParts: Readonly<Record<string, string>> }>
  >;
}

/** A built page's JavaScript: one build's manifest and module sizes. */
export interface Build {
  readonly dist: string;
  readonly manifest: Manifest;
  readonly modules: ModuleData;
}

export const readBuild = (dist: string, manifest: string, modules: string): Build => ({
  dist,
  manifest: JSON.parse(readFileSync(join(dist, '.vite', manifest), 'utf8')) as Manifest,
  modules: JSON.parse(readFileSync(join(dist, '.vite', modules), 'utf8')) as ModuleData,
});

const gzipped = (build: Build, file: string) => gzipSync(readFileSync(join(build.dist, file))).length;

/** The manifest keys a page loads before it shows: `keys` and every chunk they import statically, not their dynamic imports. */
export const staticClosure = (build: Build, keys: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = build.manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
};

/**
 * The translation chunks the app awaits before its first render: for each namespace, the largest
 * language's file (`../../locales/<lang>/<namespace>.json` in the manifest), as a visitor may speak any.
 */
export const translationChunks = (build: Build, namespaces: readonly string[]): string[] =>
  namespaces.map((namespace) => {
    const keys = Object.keys(build.manifest).filter((key) => key.endsWith(`/${namespace}.json`));
    if (keys.length === 0) throw new Error(`no translation chunk for ${namespace}`);
    return keys.reduce((a, b) =>
      gzipped(build, build.manifest[a]!.file) >= gzipped(build, build.manifest[b]!.file) ? a : b,
    );
  });

/** Gzipped bytes of the chunks' files. */
export const gzippedSize = (build: Build, keys: Iterable<string>): number =>
  [...new Set([...keys].map((key) => build.manifest[key]!.file))].reduce(
    (sum, file) => sum + gzipped(build, file),
    0,
  );

/** The largest modules in the chunks' files, minified bytes, for a report that says what to cut. */
export const biggestModules = (build: Build, keys: Iterable<string>, count = 15): string[] => {
  const files = new Set([...keys].map((key) => build.manifest[key]!.file));
  const sizes = new Map<string, number>();
  for (const meta of Object.values(build.modules.nodeMetas))
    for (const [file, part] of Object.entries(meta.moduleParts))
      if (files.has(file)) {
        const name = meta.id.replace(/^.*\/node_modules\//, '');
        sizes.set(name, (sizes.get(name) ?? 0) + (build.modules.nodeParts[part]?.renderedLength ?? 0));
      }
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${(bytes / 1024).toFixed(1).padStart(7)} KB  ${name}`);
};
