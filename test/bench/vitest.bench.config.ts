import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Benchmarks report numbers for the issue notes; they are not part of `npm test`. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: { benchmark: { include: ['test/bench/**/*.bench.ts'] } },
});
