/**
 * Payments (`paymentLinks.*`, `payments.*`, the public payment page and provider webhooks): signed
 * payment links, payment registration (manual or by a provider), the ledger. Built on bookings:
 * it registers its hooks there (an ended booking's link is revoked and a paid one's money flagged
 * for refund; an active link's deadline follows the booking's), bookings never import it.
 */
import { onBookingEnd, onExpirationChange } from '../bookings';
import { followExpiration, revokeActiveLink } from './links';
import { flagPaidBookingRefund } from './refunds';

onBookingEnd(async (tx, booking, user, date) => {
  await revokeActiveLink(tx, booking, user, date);
  await flagPaidBookingRefund(tx, booking, user, date);
});
onExpirationChange(followExpiration);

export { confirmManualPayment } from './confirm';
export { listPayments, type PaymentDto } from './ledger';
export { keyId, signLinkToken, verifyLinkToken, type LinkKeys } from './link-token';
export { linkKeys } from './keys';
export { listPaymentLinks } from './link-list';
export { createPaymentLink, linkState, revokeActiveLink, type PaymentLinkDto } from './links';
export type { PaidDetails } from './paid-view';
export {
  activeProvider,
  openSession,
  sandboxEvent,
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
export { receiveWebhook, type WebhookAnswer } from './webhook';
