import { startAmoCrmFake } from './fake';

/** `pnpm --filter @app/integration-amocrm fake`: the fake on 127.0.0.1 until stopped. */
const env = process.env;
const fake = await startAmoCrmFake({
  token: env.AMOCRM_TOKEN ?? 'fake-amocrm-long-lived-token-0001',
  port: Number(env.FAKE_AMOCRM_PORT ?? 4530),
  webhookUrl: env.FAKE_WEBHOOK_URL ?? null,
});
process.stdout.write(
  `fake amoCRM: AMOCRM_BASE_URL=${fake.baseUrl} (webhooks to ${fake.webhookUrl ?? 'nowhere: POST /__fake/webhook {"url"}'})\n`,
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
