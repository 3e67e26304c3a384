import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin } from 'vite';

/**
 * Writes each module's size, measured through the source maps, to dist/.vite/<name> for the bundle
 * budget test (test/build/bundle-budget.test.ts). The bundler's own runtime chunk has no source map
 * and nothing of ours to size, so the visualizer's warning about it is dropped.
 */
export const bundleStats = (name: string): Plugin[] => [
  visualizer({
    template: 'raw-data',
    filename: fileURLToPath(new URL(`./dist/.vite/${name}`, import.meta.url)),
    sourcemap: true,
  }) as Plugin,
  {
    name: 'passdeck-quiet-runtime-map',
    onLog: (_level, log) =>
      !(log.plugin === 'visualizer' && /rolldown-runtime.*missing source map/.test(log.message)),
  },
];
