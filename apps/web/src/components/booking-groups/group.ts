import type { RouterOutputs } from '~/trpc/client';

/** A booking group as bookingGroups.list returns it, with its bookings. */
export type Group = RouterOutputs['bookingGroups']['list']['items'][number];
