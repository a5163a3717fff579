'use client';

import type { RouterOutputs } from '~/trpc/client';

export type Booking = RouterOutputs['bookings']['list']['items'][number];

/** One booking by id, whatever its state (bookings.list with `id IN [id]`, expired included). */
export const bookingByIdInput = (id: string) => ({
  filter: {
    filters: [{ property: 'id', operator: 'IN' as const, value: [id] }],
    include_expired: true,
  },
  pagination: { page: 1, limit: 1, order_by: 'id', direction: 'asc' as const },
});
