import { getEnv } from '../../env';
import type { LinkKeys } from './link-token';

const split = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The link-signing keys from the configuration: PAYMENT_LINK_SECRET signs, the previous verify. */
export function linkKeys(): LinkKeys {
  const env = getEnv();
  return { current: env.PAYMENT_LINK_SECRET, previous: split(env.PAYMENT_LINK_PREVIOUS_SECRETS) };
}

/** The provider's webhook secrets; the first signs (the sandbox), all verify. */
export const webhookSecrets = (): string[] => split(getEnv().PAYMENT_WEBHOOK_SECRET);
