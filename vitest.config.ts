import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests, and integration tests that each get a private copy of a migrated,
// seeded database (PGlite, or PostgreSQL when DATABASE_URL is set). See packages/db/src/testing.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['packages/*/test/unit/**/*.test.ts', 'apps/web/test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['packages/*/test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
