'use client';

import { lazyComponent } from '~/lib/lazy-component';

/**
 * The bookings panel of the unit card, as the /units page passes it: rendered only inside an open
 * card, so it (and the card module it reads its unit from) loads with the first card opened.
 */
export const UnitBookingPanel = lazyComponent(() =>
  import('./unit-booking').then((m) => m.UnitBookingPanel),
);
