'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';
import type { CatalogDialogProps } from './catalog-dialog-content';

/** Create (no `item`) or edit a discount or an option; the form is downloaded when first used. */
export const CatalogDialog = lazyDialog<CatalogDialogProps>(() =>
  import('./catalog-dialog-content').then((m) => m.CatalogDialogContent),
);
