import { configFromVariables, isLoopbackUrl } from '@app/integration-kit';
import { z } from 'zod';

/** The connector's configuration, read from the app's BITRIX24_* variables. */
const WEBHOOK_PATH = /^\/rest\/\d{1,10}\/[A-Za-z0-9]{8,64}\/?$/;

const webhookUrl = z
  .url()
  .refine((u) => {
    const url = new URL(u);
    const scheme = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl(url));
    return scheme && WEBHOOK_PATH.test(url.pathname) && url.search === '' && url.username === '';
  }, 'BITRIX24_WEBHOOK_URL must be https://<portal>/rest/<user>/<key>/ (http:// only for a loopback address)')
  .transform((u) => (u.endsWith('/') ? u : `${u}/`));

export const bitrix24ConfigSchema = z.object({
  /** The inbound webhook (crm scope): its key never expires, so the URL is a secret. */
  webhookUrl,
  /** The outbound webhook's application_token (ONCRMDEALUPDATE), compared on every event. */
  applicationToken: z.string().min(16, 'BITRIX24_APPLICATION_TOKEN is too short').max(200),
  /** A leaky bucket drained 2 a second (5 on Enterprise); stay at or under its drain. */
  ratePerSecond: z.coerce
    .number()
    .positive()
    .max(5, 'BITRIX24_RATE_PER_SECOND is at most 5 (the Enterprise drain rate)')
    .default(2),
});
export type Bitrix24Config = z.output<typeof bitrix24ConfigSchema>;

/** The configuration from env-like values: the variables missing, or the ones that are wrong. */
export const configFromEnv = (env: Record<string, string | undefined>) =>
  configFromVariables(
    bitrix24ConfigSchema,
    {
      webhookUrl: 'BITRIX24_WEBHOOK_URL',
      applicationToken: 'BITRIX24_APPLICATION_TOKEN',
      ratePerSecond: 'BITRIX24_RATE_PER_SECOND',
    },
    ['webhookUrl', 'applicationToken'],
    env,
  );
