// `pnpm dev:acquirers [yookassa|tbank]`: `pnpm dev` paying through an acquirer's fake
// (integrations/<name>/src/testing) started beside it with the keys both share (docs/payments.md,
// "The fakes"). Ctrl+C stops both; when one ends, so does the other.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const which = (process.argv[2] ?? env.DEV_ACQUIRER ?? 'yookassa').toLowerCase();
const port = env.PORT ?? '3000';

/** Each fake's port and the app's settings for it (the fakes read the same variables). */
const ACQUIRERS = {
  yookassa: (fakePort = env.FAKE_YOOKASSA_PORT ?? '4510') => ({
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
    PAYMENT_PROVIDER: 'TBANK',
    TBANK_TERMINAL_KEY: 'FakeTerminalDEMO',
    TBANK_PASSWORD: 'fake-terminal-password',
    TBANK_API_URL: `http://127.0.0.1:${fakePort}/v2`,
    FAKE_TBANK_PORT: fakePort,
  }),
};

const settings = ACQUIRERS[which]?.();
if (!settings) {
  console.error(`usage: pnpm dev:acquirers [${Object.keys(ACQUIRERS).join('|')}]`);
  process.exit(2);
}
const childEnv = { ...env, ...settings, PORT: port };
// Each child leads its own process group (pnpm, its shell, tsx, the log reader): a signal reaches
// all of it, once.
const run = (cmd, args) =>
  spawn(cmd, args, { cwd: root, env: childEnv, stdio: 'inherit', detached: true });
const children = [
  run(process.execPath, [path.join(root, `integrations/${which}/bin/fake.mjs`)]),
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
