/**
 * Outgoing webhooks (Standard Webhooks 1.0, docs/api.md#webhooks): infrastructure every domain
 * records its events through (`recordEvent(tx, ...)`, in the transaction of the change), the
 * endpoints a sales head manages, and their delivery (jobs, sweep, retries, SSRF checks).
 */
export { isSpecialAddress, refuseUrl, urlPolicy } from './addresses';
/** Secrets at rest (AES-GCM under AUTH_SECRET), also the CRM's credential's. */
export { openSecret, sealSecret, type SealPurpose } from './secrets';
export {
  attemptDelivery,
  sweepDeliveries,
  SWEEP_GRACE_SECONDS,
  type DeliverySettings,
  type DisabledEndpoint,
  type EndpointDisabled,
} from './deliver';
export {
  listDeliveries,
  replayDelivery,
  replayFailed,
  webhookId,
  type WebhookDeliveryDto,
} from './deliveries';
export {
  createEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
  type WebhookEndpointDto,
} from './endpoints';
export {
  recordEvent,
  recordEvents,
  WEBHOOK_JOB,
  webhookQueue,
  type EventInput,
  type WebhookQueue,
} from './events';
