'use client';

import { useState } from 'react';
import { useApiErrorMessage } from '~/lib/use-api-error';
import type { DialogControl } from './lazy-dialog';

/**
 * The action of a dialog without a form (a confirmation, a list edited in place): `run` sets
 * `pending`, closes the dialog when the action resolves, and keeps a thrown API error in `error`
 * (in the interface language) with the dialog left open. Forms use FormDialog
 * (components/forms/form-dialog.tsx), which also puts field errors on their fields.
 */
export function useDialogAction(control: DialogControl, action: () => Promise<void>) {
  const errorMessage = useApiErrorMessage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setPending(true);
    setError(null);
    try {
      await action();
      control.root.onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  }

  return { run, pending, error };
}
