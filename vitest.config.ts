import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The PostgreSQL suite needs TEST_DATABASE_URL (`.ci/run` starts a throwaway server and sets it).
// Outside CI it is skipped with a reason; in CI a skipped suite would hide failures, so it is an error.
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!hasPostgres) {
  const reason = 'server-pg: skipped because TEST_DATABASE_URL is not set (see README, "Tests").';
  if (process.env.CI === 'true') throw new Error(`${reason} With CI=true this is a failure.`);
  console.warn(reason);
}

const serverIncludes = [
  'src/server/**/*.test.ts',
  'adapters/persistence/**/*.test.ts',
  'adapters/security/**/*.test.ts',
  'adapters/wallet/**/*.test.ts',
  'adapters/push/**/*.test.ts',
  'adapters/files/**/*.test.ts',
  'adapters/mail/**/*.test.ts',
  'adapters/payments/**/*.test.ts',
  'adapters/pdf/**/*.test.ts',
  'test/setup/**/*.test.ts',
  'test/package/**/*.test.ts',
  'test/hardening/**/*.test.ts',
  'scripts/**/*.test.ts',
];

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts'],
      exclude: ['domain/**/*.test.ts', 'domain/**/*.port.ts', 'domain/**/tokens.ts', 'domain/**/index.ts'],
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 95 },
      reporter: ['text-summary'],
    },
    projects: [
      {
        test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: serverIncludes,
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          environment: 'node',
          // One PGlite per worker, shared by the files it runs (booting PGlite takes seconds).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              test: {
                name: 'server-pg',
                include: [
                  'src/server/**/*.integration.test.ts',
                  'src/server/**/*.pg.test.ts',
                  'adapters/persistence/**/*.test.ts',
                ],
                environment: 'node' as const,
                isolate: false,
                env: { PASSDECK_TEST_DRIVER: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'ui',
          include: [
            'ui/**/*.test.{ts,tsx}',
            'adapters/http/**/*.test.ts',
            'adapters/browser/**/*.test.ts',
            'locales/**/*.test.ts',
            'src/web/**/*.test.ts',
          ],
          environment: 'happy-dom',
          setupFiles: ['test/setup/ui-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          // test/build reads dist/, so it runs where the e2e files do: after `npm run build`.
          include: ['test/e2e/**/*.test.ts', 'test/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits as long as a page's own waits (10-15 s in the harness), not vitest's 1 s:
          // on a loaded machine a reloaded designer takes longer than a second to show restored work.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
