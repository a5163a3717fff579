import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The acquirers' e2e (tests/payments-acquirers.spec.ts): a second and a third instance of the
 * built app, PAYMENT_PROVIDER=YOOKASSA and TBANK, each on its own PGlite, and the fake each pays
 * through (integrations/<name>/src/testing). Ports follow E2E_PORT: apps +1 / +2, fakes +11 / +12, the launcher +20.
 */
const base = Number(process.env.E2E_PORT ?? 3100);

export const ACQUIRERS = {
  YOOKASSA: { app: base + 1, fake: base + 11, name: 'ЮKassa' },
  TBANK: { app: base + 2, fake: base + 12, name: 'Т-Банк' },
} as const;
export type Acquirer = keyof typeof ACQUIRERS;

export const appUrl = (a: Acquirer) => `http://127.0.0.1:${ACQUIRERS[a].app}`;

/** The fakes' keys, as docs/payments.md ("Local work") gives them. */
const KEYS = {
  YOOKASSA: {
    YOOKASSA_SHOP_ID: '123456',
    YOOKASSA_SECRET_KEY: 'test_fake_secret_key',
    YOOKASSA_API_URL: `http://127.0.0.1:${ACQUIRERS.YOOKASSA.fake}/v3`,
    // The fake notifies from the loopback.
    YOOKASSA_TRUSTED_NETWORKS: '127.0.0.1/32',
  },
  TBANK: {
    TBANK_TERMINAL_KEY: 'FakeTerminalDEMO',
    TBANK_PASSWORD: 'fake-terminal-password',
    TBANK_API_URL: `http://127.0.0.1:${ACQUIRERS.TBANK.fake}/v2`,
  },
};

/** The launcher's port (start-servers.mjs answers the servers' states there). */
const LAUNCHER_PORT = base + 20;

/** The two fakes and the two apps, each with its environment and how to tell it is up. */
function servers() {
  return (['YOOKASSA', 'TBANK'] as const).flatMap((a) => {
    const url = appUrl(a);
    const fake = {
      name: `fake ${a}`,
      command: `pnpm --filter @app/integration-${a === 'YOOKASSA' ? 'yookassa' : 'tbank'} fake`,
      cwd: '..',
      ready: `http://127.0.0.1:${ACQUIRERS[a].fake}/`,
      anyAnswer: true,
      env: {
        ...KEYS[a],
        [`FAKE_${a}_PORT`]: String(ACQUIRERS[a].fake),
        // YooKassa's fake notifies this address; T-Bank's each Init's NotificationURL.
        ...(a === 'YOOKASSA' ? { FAKE_WEBHOOK_URL: `${url}/api/payments/webhook/yookassa` } : {}),
      },
    };
    const app = {
      name: `app ${a}`,
      command: 'pnpm --filter @app/web start',
      cwd: '..',
      ready: `${url}/readyz`,
      env: {
        PORT: String(ACQUIRERS[a].app),
        PUBLIC_BASE_URL: url,
        NEXTAUTH_URL: url,
        PGLITE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `e2e-pglite-${a.toLowerCase()}-`)),
        DATABASE_URL: '',
        SEED_DEMO_MONTH: 'false',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        PAYMENT_PROVIDER: a,
        ...KEYS[a],
      },
    };
    return [fake, app];
  });
}

/**
 * Playwright's `webServer` entry, after the main app's: start-servers.mjs starts the four at once
 * and is "ready" at once, so they come up while the first specs run, not before them (Playwright
 * starts its servers one by one, an app takes ~25 s here); the spec waits (waitForAcquirers).
 */
export const acquirerServers = () => ({
  command: 'node start-servers.mjs',
  url: `http://127.0.0.1:${LAUNCHER_PORT}/`,
  timeout: 30_000,
  reuseExistingServer: false,
  env: { E2E_SERVERS: JSON.stringify(servers()), E2E_SERVERS_PORT: String(LAUNCHER_PORT) },
});

/** Waits until the four are up; fails at once, naming it, when one has exited. */
export async function waitForAcquirers(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = (await (await fetch(`http://127.0.0.1:${LAUNCHER_PORT}/`)).json()) as Record<
      string,
      string
    >;
    const exited = Object.entries(state).filter(([, s]) => s.startsWith('exited'));
    if (exited.length) throw new Error(`acquirer servers ended: ${JSON.stringify(state)}`);
    if (Object.values(state).every((s) => s === 'ready')) return;
    if (Date.now() > deadline) throw new Error(`acquirer servers not up: ${JSON.stringify(state)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
