'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { Group } from './group';

/**
 * `bookingGroups.update` with `bookings`: the members of a group, removed one by one or found and
 * added. `trigger` opens it; the dialog is downloaded when that button is first used.
 */
export const GroupMembersDialog = lazyDialog<{ group: Group }>(() =>
  import('./group-members-dialog-content').then((m) => m.GroupMembersDialogContent),
);
