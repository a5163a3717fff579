'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { BulkPriceDialogProps } from './bulk-price-dialog-content';

/** basePrices.createMany for the ticked units, with a preview; loaded when first opened. */
export const BulkPriceDialog = lazyDialog<BulkPriceDialogProps>(() =>
  import('./bulk-price-dialog-content').then((m) => m.BulkPriceDialogContent),
);
