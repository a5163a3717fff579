'use client';

import { lazyComponent } from '~/lib/lazy-component';

/**
 * The Payment section of the booking card, as the booking page passes it: downloaded after the
 * card itself, so the page's first load does not grow with it.
 */
export const PaymentPanelSlot = lazyComponent(() =>
  import('./payment-panel').then((m) => m.PaymentPanel),
);
