/**
 * Payments (ops 19-21, `payments.list`, the public payment page and provider webhooks): signed
 * payment links, payment registration (manual or by a provider), the ledger. Built on bookings:
 * it registers its end-of-booking hook there (an ended booking's link is revoked in the same
 * transaction), bookings never import it.
 */
import { onBookingEnd } from '../bookings';
import { revokeActiveLink } from './links';
import { flagPaidBookingRefund } from './refunds';

onBookingEnd(async (tx, booking, user, date) => {
  await revokeActiveLink(tx, booking, user, date);
  await flagPaidBookingRefund(tx, booking, user, date);
});

export { confirmManualPayment } from './confirm';
export { listPayments, type PaymentDto } from './ledger';
export { keyId, signLinkToken, verifyLinkToken, type LinkKeys } from './link-token';
export { linkKeys } from './keys';
export {
  createPaymentLink,
  linkState,
  listPaymentLinks,
  revokeActiveLink,
  type PaymentLinkDto,
} from './links';
export {
  activeProvider,
  openSession,
  sandboxEvent,
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
