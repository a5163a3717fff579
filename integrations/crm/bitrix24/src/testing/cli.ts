import { startBitrix24Fake } from './fake';

/** `pnpm --filter @app/integration-bitrix24 fake`: the fake on 127.0.0.1 until stopped. */
const env = process.env;
const fake = await startBitrix24Fake({
  port: Number(env.FAKE_BITRIX24_PORT ?? 4540),
  webhookUrl: env.FAKE_WEBHOOK_URL ?? null,
  ...(env.BITRIX24_APPLICATION_TOKEN ? { applicationToken: env.BITRIX24_APPLICATION_TOKEN } : {}),
});
process.stdout.write(
  `fake Bitrix24: BITRIX24_WEBHOOK_URL=${fake.webhookBase} BITRIX24_APPLICATION_TOKEN=${fake.applicationToken} (events to ${fake.webhookUrl ?? 'nowhere: POST /__fake/webhook {"url"}'})\n`,
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
