/**
 * A booking's life across domains (issue 32): the use cases of its events (a booking ended, its
 * expiration changed), above bookings, payments and the queue, and the operations that run them.
 */
export { BOOKING_EFFECTS, bookingEnded, expirationChanged } from './events';
export {
  advanceBooking,
  createBooking,
  expireDueBookings,
  extendBooking,
  joinQueue,
  updateBooking,
} from './operations';
