import { defineConfig } from 'vitest/config';

// The server's logger writes nothing under test unless LOG_LEVEL asks (LOG_LEVEL=debug npx vitest …);
// tests that check log lines capture them themselves.
const env = { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' };

// Two projects: pure unit tests, and integration tests that each get a private copy of a migrated,
// seeded database (PGlite, or PostgreSQL when DATABASE_URL is set). See packages/db/src/testing.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'packages/*/test/unit/**/*.test.ts',
            'integrations/*/test/unit/**/*.test.ts',
            'apps/web/test/unit/**/*.test.ts',
          ],
          environment: 'node',
          env,
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: [
            'packages/*/test/integration/**/*.test.ts',
            'integrations/*/test/integration/**/*.test.ts',
          ],
          environment: 'node',
          env,
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
