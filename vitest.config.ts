import { defineConfig } from 'vitest/config';

// The server's logger writes nothing under test unless LOG_LEVEL asks (LOG_LEVEL=debug npx vitest …);
// tests that check log lines capture them themselves.
const env = { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' };

const UNIT = [
  'packages/*/test/unit/**/*.test.ts',
  'integrations/*/test/unit/**/*.test.ts',
  'integrations/crm/*/test/unit/**/*.test.ts',
  'apps/web/test/unit/**/*.test.ts',
];
const INTEGRATION = [
  'packages/*/test/integration/**/*.test.ts',
  'integrations/*/test/integration/**/*.test.ts',
];
// Files that change the process for their own tests (environment variables read once by getEnv(),
// vi.mock, fake timers): each runs in a process of its own. Every other file shares its worker with
// the files before it (isolate: false, the modules imported once per worker, not once per file),
// and packages/api/test/shared-worker.ts fails a file that leaves anything behind for the next.
const ISOLATED_UNIT = [
  // react-pdf keeps its fonts process-wide: pdf-text.test.ts, run after the other PDF files in one
  // worker, reads the offer's URL without its "c"s (docs/decisions.md, "CI under 20 minutes").
  'packages/pdf/test/unit/**/*.test.ts',
  'packages/api/test/unit/lib/database-unavailable.test.ts',
  'packages/api/test/unit/payments/link-token.test.ts',
  'packages/api/test/unit/runtime/demo-month-env.test.ts',
  'packages/api/test/unit/runtime/startup-warnings.test.ts',
];
const ISOLATED_INTEGRATION = [
  'packages/api/test/integration/access/fuzz.test.ts',
  'packages/api/test/integration/access/role-matrix-rest.test.ts',
  'packages/api/test/integration/access/role-matrix.test.ts',
  'packages/api/test/integration/api-keys/api-key-use.test.ts',
  'packages/api/test/integration/crm/amocrm.test.ts',
  'packages/api/test/integration/crm/bitrix24.test.ts',
  'packages/api/test/integration/documents/documents-schedule.test.ts',
  'packages/api/test/integration/http/database-restart.test.ts',
  'packages/api/test/integration/http/http.test.ts',
  'packages/api/test/integration/http/statement-counts.test.ts',
  'packages/api/test/integration/jobs/jobs.test.ts',
  'packages/api/test/integration/payments/acquirer-tbank.test.ts',
  'packages/api/test/integration/payments/acquirer-yookassa.test.ts',
  'packages/api/test/integration/payments/payment-page-content.test.ts',
  'packages/api/test/integration/payments/payment-page.test.ts',
  'packages/api/test/integration/payments/refunds-tbank.test.ts',
  'packages/api/test/integration/payments/refunds-yookassa.test.ts',
  'packages/api/test/integration/rest/rest-transport.test.ts',
  'packages/api/test/integration/send/send-smtp.test.ts',
  'packages/api/test/integration/webhooks/ssrf.test.ts',
];
const shared = { isolate: false, setupFiles: ['packages/api/test/shared-worker.ts'] };
// One worker (vitest's default on 2 cores): the PDF pool's tests time its two render threads.
const unit = { sequence: { groupOrder: 0 }, environment: 'node', env } as const;
// Integration tests: each file gets a private copy of a migrated, seeded database (PGlite, or
// PostgreSQL when DATABASE_URL is set). See packages/db/src/testing.ts.
const integration = {
  sequence: { groupOrder: 1 },
  environment: 'node',
  env,
  globalSetup: ['packages/api/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  maxWorkers: 2,
} as const;

// Pure unit tests, then the integration tests; each in a shared-worker and an isolated project.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: UNIT, exclude: ISOLATED_UNIT, ...unit, ...shared } },
      { test: { name: 'unit-isolated', include: ISOLATED_UNIT, ...unit } },
      {
        test: {
          name: 'integration',
          include: INTEGRATION,
          exclude: ISOLATED_INTEGRATION,
          ...integration,
          ...shared,
        },
      },
      { test: { name: 'integration-isolated', include: ISOLATED_INTEGRATION, ...integration } },
    ],
  },
});
