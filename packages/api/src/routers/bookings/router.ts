import { createTRPCRouter } from '../../trpc';
import { createBookingProcedure } from './create';
import { bookingHistoryProcedure } from './history';
import { listBookingsProcedure } from './list';
import { searchBookingsProcedure } from './search';
import { updateBookingProcedure } from './update';

export const bookingsRouter = createTRPCRouter({
  create: createBookingProcedure,
  list: listBookingsProcedure,
  update: updateBookingProcedure,
  search: searchBookingsProcedure,
  history: bookingHistoryProcedure,
});
