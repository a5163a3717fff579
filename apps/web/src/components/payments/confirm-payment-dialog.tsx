'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { ConfirmPaymentDialogProps } from './confirm-payment-dialog-content';

/**
 * `payments.confirmManual` for one booking, with an optional CRM order id: `trigger` opens it; the
 * dialog and its form are downloaded when that button is first used.
 */
export const ConfirmPaymentDialog = lazyDialog<ConfirmPaymentDialogProps>(() =>
  import('./confirm-payment-dialog-content').then((m) => m.ConfirmPaymentDialogContent),
);
