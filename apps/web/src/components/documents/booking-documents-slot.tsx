'use client';

import { lazyComponent } from '~/lib/lazy-component';

/**
 * The booking card's "Documents of the booking", as the booking page passes it: downloaded after
 * the card itself, so the page's first load does not grow.
 */
export const BookingDocumentsSlot = lazyComponent(() =>
  import('./booking-documents').then((m) => m.BookingDocuments),
);
