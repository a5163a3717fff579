// `pnpm dev:acquirers [yookassa|tbank]`, `pnpm dev:crm [amocrm|bitrix24]`: `pnpm dev` against a
// fake (integrations/<name>/src/testing) with the keys both share (docs/payments.md, docs/crm.md).
// Ctrl+C stops both; when one ends, so does the other.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const [first, second] = process.argv.slice(2);
// `pnpm dev:crm` passes --crm: the CRM's fakes, amoCRM unless named.
const which = (first === '--crm' ? (second ?? 'amocrm') : (first ?? 'yookassa')).toLowerCase();
const port = env.PORT ?? '3000';

/** Each fake's folder, port and the app's settings for it (the fakes read the same variables). */
const FAKES = {
  yookassa: (fakePort = env.FAKE_YOOKASSA_PORT ?? '4510') => ({
    dir: 'yookassa',
    PAYMENT_PROVIDER: 'YOOKASSA',
    YOOKASSA_SHOP_ID: '123456',
    YOOKASSA_SECRET_KEY: 'test_fake_secret_key',
    YOOKASSA_API_URL: `http://127.0.0.1:${fakePort}/v3`,
    // The fake notifies from the loopback, not from YooKassa's networks.
    YOOKASSA_TRUSTED_NETWORKS: '127.0.0.1/32',
    FAKE_YOOKASSA_PORT: fakePort,
    FAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/payments/webhook/yookassa`,
  }),
  tbank: (fakePort = env.FAKE_TBANK_PORT ?? '4520') => ({
    dir: 'tbank',
    PAYMENT_PROVIDER: 'TBANK',
    TBANK_TERMINAL_KEY: 'FakeTerminalDEMO',
    TBANK_PASSWORD: 'fake-terminal-password',
    TBANK_API_URL: `http://127.0.0.1:${fakePort}/v2`,
    FAKE_TBANK_PORT: fakePort,
  }),
  amocrm: (fakePort = env.FAKE_AMOCRM_PORT ?? '4530') => ({
    dir: 'crm/amocrm',
    CRM_PROVIDER: 'AMOCRM',
    AMOCRM_BASE_URL: `http://127.0.0.1:${fakePort}`,
    AMOCRM_TOKEN: 'fake-amocrm-long-lived-token-0001',
    AMOCRM_WEBHOOK_SECRET: 'dev-amocrm-webhook-secret-0001',
    FAKE_AMOCRM_PORT: fakePort,
    FAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/crm/amocrm/webhook/dev-amocrm-webhook-secret-0001`,
  }),
  bitrix24: (fakePort = env.FAKE_BITRIX24_PORT ?? '4540') => ({
    dir: 'crm/bitrix24',
    CRM_PROVIDER: 'BITRIX24',
    BITRIX24_WEBHOOK_URL: `http://127.0.0.1:${fakePort}/rest/1/fakewebhookkey0123456789/`,
    BITRIX24_APPLICATION_TOKEN: 'fakeapplicationtoken0123456789ab',
    FAKE_BITRIX24_PORT: fakePort,
    FAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/crm/bitrix24/events`,
  }),
};

const chosen = FAKES[which]?.();
if (!chosen) {
  console.error(`usage: pnpm dev:acquirers [yookassa|tbank] or pnpm dev:crm [amocrm|bitrix24]`);
  process.exit(2);
}
const { dir, ...settings } = chosen;
const childEnv = { ...env, ...settings, PORT: port };
// Each child leads its own process group (pnpm, its shell, tsx, the log reader): a signal reaches
// all of it, once.
const run = (cmd, args) =>
  spawn(cmd, args, { cwd: root, env: childEnv, stdio: 'inherit', detached: true });
const children = [
  run(process.execPath, [path.join(root, `integrations/${dir}/bin/fake.mjs`)]),
  run('pnpm', ['--filter', '@app/web', 'dev']),
];
let stopping = false;
const signal = (name) => {
  stopping = true;
  for (const c of children)
    if (c.exitCode === null && c.signalCode === null) {
      try {
        process.kill(-c.pid, name);
      } catch {
        /* ended meanwhile */
      }
    }
};
for (const name of ['SIGINT', 'SIGTERM']) process.on(name, () => signal(name));
let left = children.length;
let status = 0;
for (const c of children)
  c.on('exit', (code, sig) => {
    status ||= code ?? (sig ? 1 : 0);
    if (!stopping) signal('SIGTERM');
    if (--left === 0) process.exit(status);
  });
