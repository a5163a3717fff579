'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { ConditionDialogProps } from './condition-dialog-content';

/**
 * Adding or editing a condition of the unit: `trigger` opens it; the dialog, its form, zod and the
 * price calculation of the preview are downloaded when that button is first used.
 */
export const ConditionDialog = lazyDialog<ConditionDialogProps>(() =>
  import('./condition-dialog-content').then((m) => m.ConditionDialogContent),
);
