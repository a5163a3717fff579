'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { SetPriceDialogProps } from './set-price-dialog-content';

/**
 * `basePrices.create` for one unit in a dialog: its code is downloaded when the button is first
 * used.
 */
export const SetPriceDialog = lazyDialog<SetPriceDialogProps>(() =>
  import('./set-price-dialog-content').then((m) => m.SetPriceDialogContent),
);
