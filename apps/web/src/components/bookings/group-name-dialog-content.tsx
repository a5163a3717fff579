'use client';

import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { createBookingGroupInput } from '@app/validators';
import { FormDialog } from '~/components/forms/form-dialog';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { lazyResolver } from '~/lib/lazy-resolver';

type NameValues = Pick<z.input<typeof createBookingGroupInput>, 'name'>;
/** createBookingGroupInput's `name`, downloaded with zod when the form first validates. */
const resolver = lazyResolver<NameValues, NameValues>(() =>
  import('./form-resolvers').then((m) => m.groupName),
);
const FIELDS = ['name'] as const;

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
  const form = useForm({
    resolver,
    defaultValues: { name: initialName },
  });

  return (
    <FormDialog
      control={control}
      form={form}
      fields={FIELDS}
      title={title}
      description={description}
      submitLabel={submitLabel}
      onSubmit={({ name }) => onSubmit(name.trim())}
    >
      <Field label={t('name')} error={form.formState.errors.name?.message}>
        {(c) => <Input {...c} {...form.register('name')} maxLength={255} autoComplete="off" />}
      </Field>
    </FormDialog>
  );
}
