/**
 * Payments (`paymentLinks.*`, `payments.*`, the public payment page and provider webhooks): signed
 * payment links, payment registration (manual or by a provider), the ledger. Built on bookings;
 * what a booking's end or new expiration does to its payments (`revokeActiveLink`,
 * `flagPaidBookingRefund`, `followExpiration`) is called by services/booking-lifecycle.
 */
export { confirmManualPayment } from './confirm';
export { ledgerWhere, listPayments, toPaymentDtos, type PaymentDto } from './ledger';
export { keyId, signLinkToken, verifyLinkToken, type LinkKeys } from './link-token';
export { linkKeys, webhookSecrets } from './keys';
export { listPaymentLinks } from './link-list';
export {
  createPaymentLink,
  followExpiration,
  linkState,
  revokeActiveLink,
  type PaymentLinkDto,
} from './links';
export type { PaidDetails } from './paid-view';
export {
  activeProvider,
  openSession,
  sandboxEvent,
  sandboxNotification,
  sandboxOutcome,
  sendSandboxWebhook,
  signWebhook,
  verifyWebhookSignature,
  SIGNATURE_HEADER,
  type PaymentProvider,
  type SandboxSession,
} from './providers';
export {
  markOpened,
  payState,
  shortLinkTarget,
  startCheckout,
  type PayState,
  type PayView,
} from './public-link';
export { flagPaidBookingRefund } from './refunds';
export { registerPayment, bookingFee } from './register';
export { sendPaymentLink } from './send';
export { receiveWebhook, type WebhookAnswer } from './webhook';
