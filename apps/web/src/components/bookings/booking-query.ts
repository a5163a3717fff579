import type { RouterOutputs } from '~/trpc/client';

/** A booking as the API sends it: an item of bookings.list / bookings.search, or bookings.get. */
export type Booking = RouterOutputs['bookings']['get'];
