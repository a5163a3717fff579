/** Outgoing webhooks (Standard Webhooks 1.0): signing, SSRF-checked sends, outcome for retry. */
export {
  AddressRefused,
  checkedLookup,
  isSpecialAddress,
  refuseUrl,
  resolveAll,
  urlPolicy,
  type Refusal,
  type UrlPolicy,
} from './addresses';
export { RESPONSE_KEEP_BYTES, sendWebhook, type SendResult } from './send';
export { describeFailure, webhookSender } from './sender';
export { deliveryHeaders, newSecret, sign, signatureHeader } from './sign';
export type {
  DeliveryConfig,
  DeliveryOutcome,
  DeliveryResult,
  OutgoingDelivery,
} from '@app/integration-kit';
