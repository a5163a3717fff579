import { getEnv } from '../../env';
import { keyList } from '../../lib/signed-token';
import type { LinkKeys } from './link-token';

/** The link-signing keys from the configuration: PAYMENT_LINK_SECRET signs, the previous verify. */
export function linkKeys(): LinkKeys {
  const env = getEnv();
  return { current: env.PAYMENT_LINK_SECRET, previous: keyList(env.PAYMENT_LINK_PREVIOUS_SECRETS) };
}

/** The provider's webhook secrets; the first signs (the sandbox), all verify. */
export const webhookSecrets = (): string[] => keyList(getEnv().PAYMENT_WEBHOOK_SECRET);
