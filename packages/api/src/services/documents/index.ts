/**
 * Customer documents (`documents.*`, the PDF download): the commercial offer and the payment
 * schedule, rendered by @app/pdf in worker threads and stored as issued; an offer also has a public
 * signed link (`/o/<token>`, public-link.ts). Above pricing and reference.
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
export {
  documentForDownload,
  documentPath,
  documentScope,
  listDocuments,
  toDocumentDtos,
} from './store';
