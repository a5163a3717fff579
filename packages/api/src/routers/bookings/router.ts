import { createTRPCRouter } from '../../trpc';
import { createBookingProcedure } from './create';
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
  search: searchBookingsProcedure,
  history: bookingHistoryProcedure,
});
