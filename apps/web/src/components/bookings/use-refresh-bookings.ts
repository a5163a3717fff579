'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/trpc/client';

/**
 * After a booking or status change: every view of units, bookings, groups and history refetches
 * now (the grid does not wait for its next poll).
 */
export function useRefreshBookings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [trpc.units.pathKey(), trpc.bookings.pathKey(), trpc.bookingGroups.pathKey()].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
