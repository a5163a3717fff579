/**
 * Bookings (`bookings.*`, `units.setStatus`, `units.get`): the booking lifecycle, the one-live-
 * booking-per-unit rule, expiry, history, and where bookings meet the stock (unit status changes
 * recorded in the holding booking's history).
 */
export {
  assertMayChange,
  bookingNotFound,
  bookingScope,
  mayChange,
  maySee,
  readsOwnOnly,
} from './access';
export {
  assertResponsible,
  createBooking,
  defaultExpiration,
  insertBooking,
  type NewBooking,
} from './create';
export {
  bookingCustomer,
  customerColumns,
  customerFor,
  seesContacts,
  type CustomerDto,
  type Viewer,
} from './customer';
export { toBookingDtos, type BookingDto } from './dto';
export { recordBookingEvent } from './events';
export {
  EXPIRED,
  type BookingEffects,
  type BookingEnd,
  type EndBooking,
  type ExpirationChanged,
} from './effects';
export { announceBookingEnd, claimDueBookings, releaseBooking } from './expiry';
export { extendBooking } from './extend';
export { listHistory, recordHistory, type Change } from './history';
export { getBooking, listBookings, searchBookings, searchBookingsWhere } from './list';
export {
  awaitsPayment,
  effectiveStatus,
  holdsUnit,
  isLive,
  liveCondition,
  setByBooking,
  unitStatusChanged,
} from './live';
export { bookingNoticeData, notifyResponsible, remindExpiringBookings } from './notices';
export { findBooking } from './update';
export { updateBooking } from './update';
export { getUnitCard, holdingBooking, moveUnit, setUnitStatus } from './units';
export { advanceBooking } from './advance';
export { dealPrice, dealStageFigures, dealStages, LIVE_STAGES } from './deal-board';
export { effectiveDealStage, pastPayment, stageUnitStatus } from './deal-stage';
export { keepCrmDealId } from './crm-deal';
