'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogFooter } from './dialog';
import { useDialogAction } from './dialog-action';
import { FormError } from './form-error';
import type { DialogControl } from './lazy-dialog';
import { PendingButton } from './pending-button';

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
  const { run, pending, error } = useDialogAction(control, onConfirm);

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
        <DialogFooter cancelLabel={cancelLabel} className="border-t-0 bg-transparent py-4">
          <PendingButton variant={tone} pending={pending} onClick={() => void run()}>
            {confirmLabel}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
