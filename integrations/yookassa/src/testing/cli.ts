import { startFakeYookassa } from './fake';

/** `pnpm --filter @app/integration-yookassa fake`: the fake on 127.0.0.1 until stopped. */
const env = process.env;
const fake = await startFakeYookassa({
  shopId: env.YOOKASSA_SHOP_ID ?? '123456',
  secretKey: env.YOOKASSA_SECRET_KEY ?? 'test_fake_secret_key',
  port: Number(env.FAKE_YOOKASSA_PORT ?? 4510),
  webhookUrl: env.FAKE_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/payments/webhook/yookassa',
});
process.stdout.write(
  `fake YooKassa: YOOKASSA_API_URL=${fake.apiUrl} (notifications to ${fake.webhookUrl})\n`,
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
