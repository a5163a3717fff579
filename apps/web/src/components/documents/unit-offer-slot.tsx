'use client';

import { lazyComponent } from '~/lib/lazy-component';

/**
 * The unit card's "Add to offer", as the /units page passes it: loaded with the first card opened
 * (it reads its unit from the card module), so the grid's first load does not carry it.
 */
export const UnitOfferPanel = lazyComponent(() =>
  import('./unit-offer-action').then((m) => m.UnitOfferAction),
);
