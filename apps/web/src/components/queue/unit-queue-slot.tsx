'use client';

import { lazyComponent } from '~/lib/lazy-component';

/**
 * The booking queue panel of the unit card, as the /units page passes it: loaded with the first
 * card opened.
 */
export const UnitQueuePanel = lazyComponent(() =>
  import('./unit-queue').then((m) => m.UnitQueuePanel),
);
