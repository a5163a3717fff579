import { startFakeTbank } from './fake';

/** `pnpm --filter @app/integration-tbank fake`: the fake on 127.0.0.1 until stopped. */
const env = process.env;
const fake = await startFakeTbank({
  terminalKey: env.TBANK_TERMINAL_KEY ?? 'FakeTerminalDEMO',
  password: env.TBANK_PASSWORD ?? 'fake-terminal-password',
  port: Number(env.FAKE_TBANK_PORT ?? 4520),
  webhookUrl: env.FAKE_WEBHOOK_URL ?? null,
});
process.stdout.write(
  `fake T-Bank: TBANK_API_URL=${fake.apiUrl} (notifications to each Init's NotificationURL)\n`,
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
