'use client';

import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Send } from 'lucide-react';
import type { z } from 'zod';
import type { sendToCustomerInput } from '@app/validators';
import { SelectField } from '~/components/forms/fields';
import { FormDialog } from '~/components/forms/form-dialog';
import { InputField } from '~/components/forms/input-field';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';

type SendValues = Pick<z.input<typeof sendToCustomerInput>, 'email' | 'language'>;
export type SendToCustomer = { email: string | null; language: 'ru' | 'en' };
const resolver = lazyResolver<SendValues, SendValues>(() =>
  import('./send-resolver').then((m) => m.sendToCustomer),
);
const FIELDS = ['email', 'language'] as const;

export interface SendDialogProps {
  title: string;
  description: string;
  /** The customer's address the dialog starts with (editable); none: the field starts empty. */
  email: string | null;
  /** Sends (the procedure's mutation); resolves with the address the e-mail went to. */
  send: (values: SendToCustomer) => Promise<{ sent_to: string }>;
  /** After a send (refresh what shows it: the history, the list). */
  onSent?: () => void;
}

/** The dialog of SendDialog (send-dialog.tsx): the address and the e-mail's language. */
export function SendDialogContent({
  control,
  title,
  description,
  email,
  send,
  onSent,
}: SendDialogProps & { control: DialogControl }) {
  const t = useTranslations('sendToCustomer');
  const toast = useToast();
  const form = useForm<SendValues, unknown, SendValues>({
    resolver,
    defaultValues: { email: email ?? null, language: 'ru' },
  });
  return (
    <FormDialog
      control={control}
      form={form}
      fields={FIELDS}
      title={title}
      description={description}
      submitLabel={t('submit')}
      submitIcon={<Send aria-hidden />}
      onInput={resolver.preload}
      onSubmit={async (values) => {
        const sent = await send({
          email: values.email ?? null,
          language: values.language === 'en' ? 'en' : 'ru',
        });
        toast({ tone: 'success', title: t('sent', { email: sent.sent_to }) });
        onSent?.();
      }}
    >
      <InputField
        label={t('email')}
        hint={t('emailHint')}
        error={form.formState.errors.email?.message}
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        data-testid="send-email"
        {...form.register('email', {
          setValueAs: (v: string | null) => (v?.trim() ? v.trim() : null),
        })}
      />
      <SelectField
        control={form.control}
        name="language"
        label={t('language')}
        error={form.formState.errors.language?.message}
        options={[
          { value: 'ru', label: t('languages.ru') },
          { value: 'en', label: t('languages.en') },
        ]}
      />
    </FormDialog>
  );
}
