/**
 * Customer documents (ops 38, 39, `documents.list`, the PDF download): the commercial offer and
 * the payment schedule, rendered by @app/pdf in worker threads and stored exactly as issued.
 * Above pricing (an offer's prices are the day's quote) and reference (the schedule's office).
 */
export { issueCommercialOffer } from './offer';
export { closeRenderPool, useRenderPool } from './render';
export { issuePaymentSchedule } from './schedule';
export { documentForDownload, listDocuments } from './store';
