'use client';

import type { ConfirmDialogProps } from './confirm-dialog-content';
import { lazyDialog } from './lazy-dialog';

export type { ConfirmDialogProps };

/**
 * "Are you sure?" before an action that cannot be undone from the screen: `trigger` opens it, the
 * dialog itself is downloaded when that button is first hovered, focused or pressed.
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() =>
  import('./confirm-dialog-content').then((m) => m.ConfirmDialogContent),
);
