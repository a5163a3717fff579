'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/trpc/client';

/**
 * After a booking or status change: every view of units, and of the bookings, groups and history
 * that hold them, refetches now (the grid does not wait for its next poll). It lives with the units
 * because the unit status form needs it and units come before bookings in the component order.
 */
export function useRefreshUnits() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        trpc.units.pathKey(),
        trpc.bookings.pathKey(),
        trpc.bookingGroups.pathKey(),
        trpc.bookingQueue.pathKey(),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
