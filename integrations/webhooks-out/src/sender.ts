import type { DeliveryOutcome, DeliveryResult, WebhookSender } from '@app/integration-kit';
import { sendWebhook } from './send';
import { deliveryHeaders } from './sign';

/** Why an attempt failed, for the delivery's `last_error`. */
export const describeFailure = (r: DeliveryResult) =>
  r.error ??
  (r.status !== null && r.status >= 300 && r.status < 400
    ? `HTTP ${r.status} (redirects are not followed)`
    : `HTTP ${r.status}`);

/**
 * Outgoing webhooks behind the contract: signed, sent over node:http to the checked address (the
 * kit's fetch client cannot pin the connection's address), no retry inside an attempt (the
 * delivery's schedule, kept in the database, is the retry).
 */
export const webhookSender: WebhookSender = {
  send(d, config, resolve) {
    return sendWebhook(
      d.url,
      deliveryHeaders(d.secrets, d.messageId, d.timestamp, d.body),
      d.body,
      {
        timeoutMs: config.timeoutMs,
        policy: config.policy,
        resolve,
      },
    );
  },
  classify(r, attempt, config): DeliveryOutcome {
    if (r.status !== null && r.status >= 200 && r.status < 300) return 'SUCCEEDED';
    if (r.status === 410) return 'GONE';
    return attempt <= config.retrySchedule.length ? 'RETRY' : 'FAILED';
  },
};
