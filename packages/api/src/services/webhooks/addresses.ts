/** Where a webhook may go: integrations/webhooks-out's SSRF checks under the app's settings. */
import {
  refuseUrl as refuse,
  resolveAll,
  urlPolicy as policyOf,
  type Refusal,
  type UrlPolicy,
} from '@app/integration-webhooks-out';
import { getEnv, type ApiEnv } from '../../env';

export { isSpecialAddress } from '@app/integration-webhooks-out';

/** WEBHOOK_ALLOW_PRIVATE_URLS (default: on outside APP_ENV=production), https in production. */
export const urlPolicy = (
  env: Pick<ApiEnv, 'APP_ENV' | 'WEBHOOK_ALLOW_PRIVATE_URLS'> = getEnv(),
): UrlPolicy => policyOf(env);

/** Whether a URL may be saved (its form, and where its host resolves now). */
export const refuseUrl = (
  raw: string,
  policy: UrlPolicy = urlPolicy(),
  resolve: (host: string) => Promise<string[]> = resolveAll,
): Promise<Refusal | undefined> => refuse(raw, policy, resolve);
