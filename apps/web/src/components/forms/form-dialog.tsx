'use client';

import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogFooter } from '~/components/ui/dialog';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { useFormApiError } from '~/lib/use-api-error';
import { cn } from '~/lib/utils';
import { GridFormError, SubmitButton } from './input-field';

export interface FormDialogProps<T extends FieldValues, V> {
  /** From lazyDialog: the dialog's open state and focus return. */
  control: DialogControl;
  /** The react-hook-form form whose fields are the children. */
  form: UseFormReturn<T, unknown, V>;
  /** The fields an API error may name: its messages go on them, the rest above the form. */
  fields: readonly Path<T>[];
  title: ReactNode;
  description?: ReactNode;
  /** The dialog box's classes (e.g. a wider `max-w-xl`). */
  className?: string;
  /** The fields' grid from `sm` up. */
  columns?: 1 | 2;
  submitLabel: ReactNode;
  submitIcon?: ReactNode;
  onInput?: FormEventHandler<HTMLFormElement>;
  /** Saves the valid values; resolved, the dialog closes; an API error thrown stays in it. */
  onSubmit: (values: V) => Promise<void>;
  children: ReactNode;
}

/**
 * A dialog holding one form (the content of a `lazyDialog`): title, the fields, Cancel and the
 * submit button (busy while submitting), the API's field errors on their fields and the rest as
 * one FormError; it closes when `onSubmit` resolves.
 */
export function FormDialog<T extends FieldValues, V>({
  control,
  form,
  fields,
  title,
  description,
  className,
  columns = 1,
  submitLabel,
  submitIcon,
  onInput,
  onSubmit,
  children,
}: FormDialogProps<T, V>) {
  const tc = useTranslations('common');
  const [formError, setFormError] = useState<string | null>(null);
  const formApiError = useFormApiError(form.setError, fields);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
      control.root.onOpenChange(false);
    } catch (e) {
      setFormError(formApiError(e));
    }
  });

  return (
    <Dialog {...control.root}>
      <DialogContent
        {...control.content}
        title={title}
        description={description}
        closeLabel={tc('close')}
        className={className}
      >
        <form onSubmit={submit} onInput={onInput} noValidate>
          <div className={cn('grid gap-4 px-5 py-5 sm:px-6', columns === 2 && 'sm:grid-cols-2')}>
            <GridFormError message={formError} />
            {children}
          </div>
          <DialogFooter cancelLabel={tc('cancel')}>
            <SubmitButton pending={form.formState.isSubmitting} icon={submitIcon}>
              {submitLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
