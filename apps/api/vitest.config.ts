import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that need more than this repository or take long (the full shared catalog, a real server process): their
 * own project, run by `npm run test:slow`, so `npm test` stays quick.
 */
const SLOW_TESTS = 'test/**/*.slow.test.ts';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file gets its own database (SQLite file or PostgreSQL schema), so files may run in parallel.
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'quick',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SLOW_TESTS],
        },
      },
      { extends: true, test: { name: 'slow', include: [SLOW_TESTS] } },
    ],
  },
});
