import type { PaymentProvider } from '@app/integration-kit';
import type { PaymentProviderName } from '@app/validators';
import { getEnv } from '../../../env';
import { tbank, yookassa } from './acquirers';
import { sandboxProvider } from './sandbox';

export type { PaymentProvider, VerifiedPaymentEvent } from '@app/integration-kit';
export {
  sandboxEvent,
  signWebhook,
  verifyWebhookSignature,
  SANDBOX,
  SIGNATURE_HEADER,
  type SandboxSession,
} from '@app/integration-sandbox';
export { openSession, sandboxNotification, sandboxOutcome, sendSandboxWebhook } from './sandbox';

/** A connector (integrations/<name>) behind the payment-provider contract, under our name. */
export type AppProvider = PaymentProvider & { name: PaymentProviderName };

/** Every provider the app can verify webhooks of, by the name in `/api/payments/webhook/<name>`. */
const PROVIDERS: Partial<Record<string, () => AppProvider>> = {
  SANDBOX: () => ({ ...sandboxProvider(), name: 'SANDBOX' }),
  YOOKASSA: () => ({ ...yookassa(), name: 'YOOKASSA' }),
  TBANK: () => ({ ...tbank(), name: 'TBANK' }),
};

/** Each provider's part of `/api/payments/webhook/<name>` (the acquirers' as §18 writes them). */
export const WEBHOOK_PATH_NAMES: Record<string, string> = {
  SANDBOX: 'SANDBOX',
  YOOKASSA: 'yookassa',
  TBANK: 'tbank',
};

/** The provider for a webhook path; the configured one only (a disabled sandbox answers 404). */
export function providerNamed(pathName: string): AppProvider | null {
  const configured = getEnv().PAYMENT_PROVIDER;
  return WEBHOOK_PATH_NAMES[configured] === pathName ? (PROVIDERS[configured]?.() ?? null) : null;
}

/** The provider the payment page pays through, or null when online payment is off. */
export const activeProvider = (): AppProvider | null =>
  PROVIDERS[getEnv().PAYMENT_PROVIDER]?.() ?? null;

/** The configured provider of a payment if it refunds (a payment of another one, or MANUAL: null). */
export function refundingProvider(name: string): AppProvider | null {
  if (getEnv().PAYMENT_PROVIDER !== name) return null;
  const provider = PROVIDERS[name]?.() ?? null;
  return provider?.refund ? provider : null;
}

/**
 * Where the payment page's Pay form may lead, for its CSP `form-action`: Chromium applies it to
 * the redirect to the acquirer's checkout too. An acquirer's checkout is on its own HTTPS hosts
 * (and may pass through more: 3-D Secure, SBP), so any `https:`; a fake's on its loopback origin.
 */
export function checkoutFormTargets(): string[] {
  const { PAYMENT_PROVIDER: name, acquirers } = getEnv();
  const api =
    name === 'YOOKASSA'
      ? acquirers.yookassa?.apiUrl
      : name === 'TBANK'
        ? acquirers.tbank?.apiUrl
        : null;
  if (!api) return [];
  const origin = new URL(api).origin;
  return origin.startsWith('https:') ? ['https:'] : ['https:', origin];
}
