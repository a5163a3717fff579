'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Loader2 } from 'lucide-react';
import { FormError } from '~/components/ui/form-error';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';
import type { DialogControl } from './lazy-dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  tone?: 'primary' | 'destructive';
  /** Runs the action; a thrown API error is shown in the dialog, which then stays open. */
  onConfirm: () => Promise<void>;
}

/** The dialog of ConfirmDialog (confirm-dialog.tsx), loaded when its button is first used. */
export function ConfirmDialogContent({
  control,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'destructive',
  onConfirm,
}: ConfirmDialogProps & { control: DialogControl }) {
  const tc = useTranslations('common');
  const errorMessage = useApiErrorMessage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      control.root.onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog {...control.root}>
      <DialogContent
        {...control.content}
        title={title}
        description={description}
        closeLabel={tc('close')}
        role="alertdialog"
      >
        {error ? (
          <div className="px-5 pt-4 sm:px-6">
            <FormError>{error}</FormError>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant={tone}
            disabled={pending}
            aria-busy={pending}
            onClick={() => void confirm()}
          >
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
