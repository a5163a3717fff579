'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { JoinQueueDialogProps } from './join-queue-dialog-content';

/** "Join the queue": the form dialog, downloaded when its button is first hovered or pressed. */
export const JoinQueueDialog = lazyDialog<JoinQueueDialogProps>(() =>
  import('./join-queue-dialog-content').then((m) => m.JoinQueueDialogContent),
);
