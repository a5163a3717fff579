'use client';

import dynamic from 'next/dynamic';

/**
 * The bookings panel of the unit card, as the /units page passes it: rendered only inside an open
 * card, so it (and the card module it reads its unit from) loads with the first card opened.
 */
export const UnitBookingPanel = dynamic(
  () => import('./unit-booking').then((m) => m.UnitBookingPanel),
  { ssr: false },
);
