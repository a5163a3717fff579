'use client';

import { lazyComponent } from '~/lib/lazy-component';

/**
 * The unit card's pricing section (calculator; a sales head's conditions too), as the /units page
 * passes it: loaded with the first card opened, so the grid's first load does not carry it.
 */
export const UnitPricingPanel = lazyComponent(() =>
  import('./unit-pricing').then((m) => m.UnitPricingPanel),
);
