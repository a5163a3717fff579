/**
 * Customer documents (`documents.*`, the PDF download): the commercial offer and
 * the payment schedule, rendered by @app/pdf in worker threads and stored exactly as issued.
 * Above pricing (an offer's prices are the day's quote) and reference (the schedule's office).
 * An offer has a public signed link (`/o/<token>`, public-link.ts) that opens its PDF without a
 * login while it is valid.
 */
export { issueCommercialOffer } from './offer';
export {
  offerLinkState,
  offerPublicUrl,
  offerShortLinkTarget,
  type OfferLinkState,
} from './public-link';
export { closeRenderPool, readRenderPoolMetrics, useRenderPool } from './render';
export { issuePaymentSchedule } from './schedule';
export { sendDocument } from './send';
export { documentForDownload, documentPath, listDocuments } from './store';
