'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { BulkConditionsDialogProps } from './bulk-conditions-content';

/** A discount or an option on many units, with the server's preview; loaded when first opened. */
export const BulkConditionsDialog = lazyDialog<BulkConditionsDialogProps>(() =>
  import('./bulk-conditions-content').then((m) => m.BulkConditionsContent),
);
