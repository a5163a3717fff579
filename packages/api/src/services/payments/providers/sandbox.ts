import { and, eq, ne } from 'drizzle-orm';
import { payments, type Db } from '@app/db';
import {
  openSession as openSandboxSession,
  sandboxNotification as notification,
  sandboxProvider as sandboxConnector,
  sendSandboxWebhook as sendWebhook,
  sessionPaymentId,
  SANDBOX,
  type SandboxConfig,
  type SandboxSession,
} from '@app/integration-sandbox';
import type { PaymentStatus } from '@app/validators';
import { getEnv } from '../../../env';
import { webhookSecrets } from '../keys';

/** The sandbox connector's configuration, from the app's (PUBLIC_BASE_URL, PAYMENT_WEBHOOK_SECRET). */
export const sandboxConfig = (): SandboxConfig => ({
  publicBaseUrl: getEnv().PUBLIC_BASE_URL,
  webhookSecrets: webhookSecrets(),
});

export const sandboxProvider = () => sandboxConnector(sandboxConfig());

/** The session of a checkout token, under the configured secret. */
export const openSession = (token: string, now = Date.now()) =>
  openSandboxSession(webhookSecrets()[0] ?? '', token, now);

export const sendSandboxWebhook = (event: object) => sendWebhook(sandboxConfig(), event);

/** The signed webhook of an event (body and headers), as the sandbox sends it at `timestamp`. */
export const sandboxNotification = (event: object, timestamp?: number) =>
  notification(sandboxConfig(), event, timestamp);

/**
 * The outcome a checkout already ended with (the status of the payment its success registered:
 * SUCCEEDED, or REFUND_REQUIRED), or null while it is open. A declined card leaves the checkout
 * open for another try, as at a real provider; a success ends it. The sandbox remembers this
 * through the payments it reported.
 */
export async function sandboxOutcome(db: Db, s: SandboxSession): Promise<PaymentStatus | null> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.provider, SANDBOX),
        eq(payments.provider_payment_id, sessionPaymentId(s)),
        ne(payments.status, 'FAILED'),
      ),
    )
    .limit(1);
  return row?.status ?? null;
}
