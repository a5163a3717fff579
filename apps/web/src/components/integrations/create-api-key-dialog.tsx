'use client';

import { lazyDialog } from '~/components/ui/lazy-dialog';

/** `apiKeys.create` in a dialog; the new key is shown once in the same dialog. */
export const CreateApiKeyDialog = lazyDialog(() =>
  import('./create-api-key-form').then((m) => m.CreateApiKeyForm),
);
