/**
 * @app/pdf: the customer documents (issue 11) rendered with @react-pdf/renderer.
 *
 *   renderCommercialOffer(data): Promise<Buffer>   in-process render (blocks the event loop:
 *   renderPaymentSchedule(data): Promise<Buffer>   a server uses @app/pdf/pool instead)
 *   offerFileName(number) / scheduleFileName(number)   "offer-KP-000123.pdf", ASCII only
 *   money: @app/pricing's formatMoney / formatSignedMoney (the one formatter per language)
 *   formatArea("54.3") → "54,30 м²"
 *   scheduleTotals(items) → { priceByMonth }         the payments' exact sum (decimal.js)
 *
 * The worker pool (createRenderPool, RenderBusyError, RenderTimeoutError, RenderFailedError)
 * lives at '@app/pdf/pool'; it re-exports the types and the file names too, so an API that
 * only renders through the pool never loads react-pdf in its own thread.
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
