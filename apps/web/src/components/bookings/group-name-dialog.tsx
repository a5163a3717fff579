'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { GroupNameDialogProps } from './group-name-dialog-content';

/**
 * The name of a booking group, for creating one from selected bookings or renaming one: `trigger`
 * opens it; the dialog and its form are downloaded when that button is first used.
 */
export const GroupNameDialog = lazyDialog<GroupNameDialogProps>(() =>
  import('./group-name-dialog-content').then((m) => m.GroupNameDialogContent),
);
