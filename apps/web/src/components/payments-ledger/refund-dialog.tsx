'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { RefundDialogProps } from './refund-dialog-content';

/** "Refund": the reason dialog, downloaded when its button is first hovered or pressed. */
export const RefundDialog = lazyDialog<RefundDialogProps>(() =>
  import('./refund-dialog-content').then((m) => m.RefundDialogContent),
);
