import { configDefaults, defineConfig } from 'vitest/config';
import { dbIndependentFiles } from './scripts/lib/db-independent-tests.mjs';

/** On PostgreSQL (`npm run test:postgres`) only the files that depend on the database run: the rest ran on SQLite. */
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';
const excluded = (projectRoot: string) => [
  ...configDefaults.exclude,
  ...(onPostgres ? dbIndependentFiles(projectRoot) : []),
];

/** The ops files whose figures or time bounds need the machine to themselves: they run alone (project ops-load). */
const OPS_LOAD = [
  'tests/load.test.ts',
  'tests/burst.test.ts',
  'tests/slow-clients.test.ts',
  'tests/slow-uploads.test.ts',
  'tests/form-memory.test.ts',
  'tests/degraded.test.ts',
];

function opsProject(
  name: string,
  options: { include?: string[]; exclude: string[]; maxWorkers?: number; fileParallelism?: boolean },
) {
  return {
    test: {
      name,
      root: './ops',
      include: options.include ?? ['tests/**/*.test.ts'],
      exclude: options.exclude,
      maxWorkers: options.maxWorkers,
      fileParallelism: options.fileParallelism,
      environment: 'node' as const,
      pool: 'forks' as const,
      globalSetup: ['./support/build.ts'],
      testTimeout: 300_000,
      hookTimeout: 300_000,
    },
  };
}

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
      // Faults, load and scale-out: the built product as real processes (strapi start, web/server.mjs), killed and
      // loaded. Two projects on one folder: the faults run two files at a time (each file starts its own processes
      // on free ports, with its own data, schema and Redis prefix); the files that load the machine or bound a time
      // (OPS_LOAD) run after them, one at a time, with the machine to themselves.
      opsProject('ops', { exclude: [...excluded('ops'), ...OPS_LOAD], maxWorkers: 2 }),
      opsProject('ops-load', { include: OPS_LOAD, exclude: excluded('ops'), fileParallelism: false }),
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
