import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file gets its own database (SQLite file or PostgreSQL schema), so files may run in parallel.
    pool: 'forks',
  },
});
