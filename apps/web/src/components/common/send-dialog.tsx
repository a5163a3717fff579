'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { SendDialogProps } from './send-dialog-content';

/**
 * "Send to customer" (`paymentLinks.send`, `documents.send`): `trigger` opens a dialog with the
 * customer's address (prefilled, editable) and the e-mail's language; the dialog and its form are
 * downloaded when that button is first used.
 */
export const SendDialog = lazyDialog<SendDialogProps>(() =>
  import('./send-dialog-content').then((m) => m.SendDialogContent),
);
