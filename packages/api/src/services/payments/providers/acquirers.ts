import type { PaymentProvider } from '@app/integration-kit';
import { tbankProvider } from '@app/integration-tbank';
import { yookassaProvider } from '@app/integration-yookassa';
import { getEnv } from '../../../env';

/**
 * The acquirers' connectors, built once from their configuration in the env (docs/payments.md):
 * one HTTP client, so one rate limit, per connector.
 */
const built = new WeakMap<object, PaymentProvider>();
function once<C extends object>(config: C | null, name: string, make: (c: C) => PaymentProvider) {
  if (!config) throw new Error(`${name} is not configured`);
  const known = built.get(config);
  if (known) return known;
  const made = make(config);
  built.set(config, made);
  return made;
}

export const yookassa = () => once(getEnv().acquirers.yookassa, 'YOOKASSA', yookassaProvider);
export const tbank = () => once(getEnv().acquirers.tbank, 'TBANK', tbankProvider);
