'use client';

import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import type { createBookingGroupInput } from '@app/validators';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { FormError } from '~/components/ui/form-error';
import { Input } from '~/components/ui/input';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useFormApiError } from '~/lib/use-api-error';

type NameValues = Pick<z.input<typeof createBookingGroupInput>, 'name'>;
/** createBookingGroupInput's `name`, downloaded with zod when the form first validates. */
const resolver = lazyResolver<NameValues, NameValues>(() =>
  import('./form-resolvers').then((m) => m.groupName),
);

export interface GroupNameDialogProps {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  initialName?: string;
  /** Saves the name; an API error stays in the dialog. */
  onSubmit: (name: string) => Promise<void>;
}

/** The dialog of GroupNameDialog (group-name-dialog.tsx), loaded when its button is first used. */
export function GroupNameDialogContent({
  control,
  title,
  description,
  submitLabel,
  initialName = '',
  onSubmit,
}: GroupNameDialogProps & { control: DialogControl }) {
  const t = useTranslations('groups');
  const tc = useTranslations('common');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver,
    defaultValues: { name: initialName },
  });
  const formApiError = useFormApiError(form.setError, ['name']);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name }) => {
    setFormError(null);
    try {
      await onSubmit(name.trim());
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
      >
        <form onSubmit={submit} noValidate>
          <div className="grid gap-4 px-5 py-5 sm:px-6">
            {formError ? <FormError>{formError}</FormError> : null}
            <Field label={t('name')} error={errors.name?.message}>
              {(c) => (
                <Input {...c} {...form.register('name')} maxLength={255} autoComplete="off" />
              )}
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 border-t bg-muted/40 px-5 py-3 sm:flex-row sm:justify-end sm:px-6">
            <DialogClose asChild>
              <Button variant="secondary">{tc('cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
