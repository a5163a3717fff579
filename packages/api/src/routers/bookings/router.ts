import { createTRPCRouter } from '../../trpc';
import { createBookingProcedure } from './create';
import { extendBookingProcedure } from './extend';
import { getBookingProcedure } from './get';
import { bookingHistoryProcedure } from './history';
import { listBookingsProcedure } from './list';
import { searchBookingsProcedure } from './search';
import { updateBookingProcedure } from './update';

export const bookingsRouter = createTRPCRouter({
  create: createBookingProcedure,
  list: listBookingsProcedure,
  get: getBookingProcedure,
  update: updateBookingProcedure,
  extend: extendBookingProcedure,
  search: searchBookingsProcedure,
  history: bookingHistoryProcedure,
});
