/**
 * @app/pdf: the customer documents (issue 11) rendered in process with @react-pdf/renderer, which
 * blocks the event loop; a server renders through the worker pool of '@app/pdf/pool' instead, which
 * re-exports the types and file names so the API's thread never loads react-pdf.
 */
export type {
  CommercialOfferData,
  DocumentMeta,
  ManagerBlock,
  OfferPrice,
  OfferExtra,
  OfferPriceLine,
  OfferUnit,
  PaymentScheduleData,
  ScheduleCustomer,
  ScheduleItem,
  ScheduleUnit,
} from './types';
export {
  formatArea,
  formatDateLong,
  formatDateShort,
  formatPercent,
  offerFileName,
  plainText,
  scheduleFileName,
  scheduleTotals,
} from './format';
export { renderCommercialOffer, renderPaymentSchedule } from './render';
