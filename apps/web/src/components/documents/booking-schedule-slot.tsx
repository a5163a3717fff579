'use client';

import { lazyComponent } from '~/lib/lazy-component';

/**
 * The booking card's "Payment schedule", as the booking page passes it: downloaded after the card
 * itself (it reads its booking from the card module), so the page's first load does not grow.
 */
export const BookingScheduleSlot = lazyComponent(() =>
  import('./booking-schedule-action').then((m) => m.BookingScheduleAction),
);
