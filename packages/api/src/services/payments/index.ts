/**
 * Payments (`paymentLinks.*`, `payments.*`, the payment page, provider webhooks): signed links,
 * payment registration, the ledger. Built on bookings; booking-lifecycle calls `revokeActiveLink`,
 * `flagPaidBookingRefund`, `followExpiration`.
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
  checkoutFormTargets,
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
export { flagPaidBookingRefund, refundPayment } from './refunds';
export { attemptRefund, REFUND_ATTEMPTS, REFUND_JOB, refundKey, sweepRefunds } from './refund-job';
export { registerPayment, bookingFee } from './register';
export { sendPaymentLink } from './send';
export { receiveWebhook, type WebhookAnswer } from './webhook';
