import { configDefaults, defineConfig } from 'vitest/config';
import { dbIndependentFiles } from './scripts/lib/db-independent-tests.mjs';

/** On PostgreSQL (`npm run test:postgres`) only the files that depend on the database run: the rest ran on SQLite. */
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';
const excluded = (projectRoot: string) => [
  ...configDefaults.exclude,
  ...(onPostgres ? dbIndependentFiles(projectRoot) : []),
];

export default defineConfig({
  test: {
    projects: [
      {
        // Integration: the real Strapi on a throwaway database (SQLite, or PostgreSQL with DATABASE_CLIENT=postgres).
        test: {
          name: 'cms',
          root: './cms',
          include: ['tests/**/*.test.ts'],
          exclude: excluded('cms'),
          environment: 'node',
          pool: 'forks',
          // Files run three at a time (Vitest's default on two cores is one, which leaves a core idle while a file
          // waits on its Strapi): each boots its own Strapi on its own port, temp folder, SQLite file or PostgreSQL
          // schema, and Redis prefix, so nothing is shared between them. Each file keeps its own worker process:
          // Strapi's registries are module state, and a second Strapi in one process collides with the first's
          // ("Duplicated item key"), so isolate stays on.
          maxWorkers: 3,
          // The contract's build when stale, then cms/ compiled once for every file's boot.
          globalSetup: ['./tests/support/compile.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Faults, load and scale-out: the built product as real processes (strapi start, web/server.mjs), killed and loaded.
        test: {
          name: 'ops',
          root: './ops',
          include: ['tests/**/*.test.ts'],
          exclude: excluded('ops'),
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          globalSetup: ['./support/build.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        // The shared contract (packages/contract): schemas, rules, the rich-text allowlist.
        test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The repository's own scripts (the test runner's closing line).
        test: { name: 'scripts', root: './scripts', include: ['**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'web',
          root: './web',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'vite/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./app/test-setup.ts'],
        },
        esbuild: { jsx: 'automatic' },
      },
    ],
  },
});
