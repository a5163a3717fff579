import { configFromVariables, isLoopbackUrl } from '@app/integration-kit';
import { z } from 'zod';

/** The connector's configuration, read from the app's AMOCRM_* variables. */
const ACCOUNT_HOST = /^[a-z0-9][a-z0-9-]{0,62}\.(amocrm\.(ru|com)|kommo\.com)$/;

const baseUrl = z
  .url()
  .refine((u) => {
    const url = new URL(u);
    const loopback = isLoopbackUrl(url);
    const secure = url.protocol === 'https:' && (ACCOUNT_HOST.test(url.hostname) || loopback);
    return (secure || (url.protocol === 'http:' && loopback)) && /^\/?$/.test(url.pathname);
  }, 'AMOCRM_BASE_URL must be https://<subdomain>.amocrm.ru (http:// only for a loopback address)')
  .transform((u) => u.replace(/\/+$/, ''));

export const amocrmConfigSchema = z.object({
  baseUrl,
  /** A private integration's long-lived token (Authorization: Bearer). */
  token: z.string().min(20, 'AMOCRM_TOKEN is too short').max(4000),
  /** The last segment of the webhook URL given to amoCRM (it signs nothing). */
  webhookSecret: z.string().min(16, 'AMOCRM_WEBHOOK_SECRET needs at least 16 characters').max(200),
  /** amoCRM allows 7 requests a second per integration; stay under it. */
  ratePerSecond: z.coerce
    .number()
    .positive()
    .max(7, 'AMOCRM_RATE_PER_SECOND is at most 7 (amoCRM refuses more)')
    .default(5),
});
export type AmoCrmConfig = z.output<typeof amocrmConfigSchema>;

/** The configuration from env-like values: the variables missing, or the ones that are wrong. */
export const configFromEnv = (env: Record<string, string | undefined>) =>
  configFromVariables(
    amocrmConfigSchema,
    {
      baseUrl: 'AMOCRM_BASE_URL',
      token: 'AMOCRM_TOKEN',
      webhookSecret: 'AMOCRM_WEBHOOK_SECRET',
      ratePerSecond: 'AMOCRM_RATE_PER_SECOND',
    },
    ['baseUrl', 'token', 'webhookSecret'],
    env,
  );
