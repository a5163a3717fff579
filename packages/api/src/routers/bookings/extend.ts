import { extendBookingInput } from '@app/validators';
import { bookingExtendedOutput } from '@app/validators/outputs';
import { extendBooking } from '../../services/booking-lifecycle';
import { procedureFor } from '../../trpc';

/** `bookings.extend`: one click from a reminder; the change is `bookings.update`'s. */
export const extendBookingProcedure = procedureFor('bookings.write')
  .input(extendBookingInput)
  .output(bookingExtendedOutput)
  .mutation(({ ctx, input }) => extendBooking(ctx.db, ctx.user, input.id));
