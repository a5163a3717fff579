import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { acquirerServers } from './acquirer-servers';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// Every run starts the built app on a fresh embedded PGlite: what a newcomer gets from README.
const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-pglite-'));
// The app syncs bookings with the fake amoCRM (integrations/crm/README.md), whose webhooks come
// back to the app; e2e/tests/crm.spec.ts drives it through its /__fake/ controls.
const AMOCRM_FAKE = `http://127.0.0.1:${process.env.E2E_AMOCRM_PORT ?? 4530}`;
const AMOCRM_WEBHOOK_SECRET = 'e2e-amocrm-webhook-secret-0001';
const amoCrmFake = {
  command: 'pnpm --filter @app/integration-amocrm fake',
  cwd: '..',
  url: `${AMOCRM_FAKE}/__fake/stats`,
  timeout: 60_000,
  reuseExistingServer: false,
  env: {
    FAKE_AMOCRM_PORT: new URL(AMOCRM_FAKE).port,
    FAKE_WEBHOOK_URL: `${baseURL}/api/crm/amocrm/webhook/${AMOCRM_WEBHOOK_SECRET}`,
  },
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report (read by scripts/test-all.mjs) only when a file is named for it.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    locale: 'ru-RU',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    amoCrmFake,
    {
      // The app's own server (apps/web/server.ts), as `pnpm start` runs it.
      command: 'pnpm --filter @app/web start',
      cwd: '..',
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        PUBLIC_BASE_URL: baseURL,
        NEXTAUTH_URL: baseURL,
        PGLITE_DIR: pgliteDir,
        DATABASE_URL: '',
        // The specs expect the bare demo seed; the demo month is tested by its integration test
        // (packages/api/test/integration/demo-month).
        SEED_DEMO_MONTH: process.env.SEED_DEMO_MONTH ?? 'false',
        // The server's warnings and errors in the run's output, not a line per request
        // (E2E_LOG_LEVEL=info to see them).
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        CRM_PROVIDER: 'AMOCRM',
        AMOCRM_BASE_URL: AMOCRM_FAKE,
        AMOCRM_TOKEN: 'fake-amocrm-long-lived-token-0001',
        AMOCRM_WEBHOOK_SECRET,
      },
    },
    // tests/payments-acquirers.spec.ts pays through the fake YooKassa and T-Bank: two more
    // instances of the app and the fakes, started once the main app is up, in the background of
    // the first specs (acquirer-servers.ts).
    acquirerServers(),
  ],
});
