import { getEnv } from '../../../env';
import { sandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export type {
  CheckoutRequest,
  PaymentProvider,
  UnhandledEvent,
  WebhookEvent,
  WebhookParse,
} from './types';
export { signWebhook, verifyWebhookSignature, SIGNATURE_HEADER } from './signature';
export { sandboxEvent, sandboxOutcome, sendSandboxWebhook, SANDBOX } from './sandbox';
export { openSession, type SandboxSession } from './sandbox-session';

/** Every provider the app can verify webhooks of, by the name in `/api/payments/webhook/<name>`. */
const PROVIDERS: Record<string, PaymentProvider> = { SANDBOX: sandboxProvider };

/** The provider for a webhook path; the configured one only (a disabled sandbox answers 404). */
export function providerNamed(name: string): PaymentProvider | null {
  return name === getEnv().PAYMENT_PROVIDER ? (PROVIDERS[name] ?? null) : null;
}

/** The provider the payment page pays through, or null when online payment is off. */
export const activeProvider = (): PaymentProvider | null =>
  providerNamed(getEnv().PAYMENT_PROVIDER);
