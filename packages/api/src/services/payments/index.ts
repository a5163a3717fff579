/**
 * Payments (`paymentLinks.*`, `payments.*`, the public payment page and provider webhooks): signed
 * payment links, payment registration (manual or by a provider), the ledger. Built on bookings:
 * `registerPaymentHooks()` (hooks.ts), called at start-up, hooks it into bookings (an ended
 * booking's link is revoked and a paid one's money flagged for refund; an active link's deadline
 * follows the booking's); bookings never import it. Loading this module registers nothing.
 */
export { confirmManualPayment } from './confirm';
export { registerPaymentHooks } from './hooks';
export { ledgerWhere, listPayments, toPaymentDtos, type PaymentDto } from './ledger';
export { keyId, signLinkToken, verifyLinkToken, type LinkKeys } from './link-token';
export { linkKeys, webhookSecrets } from './keys';
export { listPaymentLinks } from './link-list';
export { createPaymentLink, linkState, revokeActiveLink, type PaymentLinkDto } from './links';
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
export { registerPayment, bookingFee } from './register';
export { sendPaymentLink } from './send';
export { receiveWebhook, type WebhookAnswer } from './webhook';
