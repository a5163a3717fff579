'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { UserPlus } from 'lucide-react';
import { joinQueueInput, type JoinQueueFormValues } from '@app/validators';
import { ResponsibleField, useChoosesResponsible } from '~/components/bookings/responsible-field';
import { useViewer } from '~/components/common/me-context';
import { FormDialog } from '~/components/forms/form-dialog';
import { InputField } from '~/components/forms/input-field';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { Field } from '~/components/ui/field';
import { Textarea } from '~/components/ui/textarea';
import { useToast } from '~/components/ui/toast';
import { useRefreshUnits } from '~/components/units/use-refresh-units';
import { useIdempotencyKeys, withIdempotencyKey } from '~/lib/idempotency-key';
import { useTRPCClient } from '~/trpc/client';

export interface JoinQueueDialogProps {
  unit: { id: string; code: string };
}

const FIELDS = [
  'customer.name',
  'customer.phone',
  'customer.email',
  'responsible',
  'comment',
] as const;

/** Blank optional fields are not sent. */
function clean(v: JoinQueueFormValues): JoinQueueFormValues {
  return {
    unit: v.unit,
    customer: {
      name: v.customer.name,
      phone: v.customer.phone,
      ...(v.customer.email ? { email: v.customer.email } : {}),
    },
    ...(v.responsible ? { responsible: v.responsible } : {}),
    ...(v.comment ? { comment: v.comment } : {}),
  };
}

/** `bookingQueue.join` for the card's unit, validated by the procedure's schema (joinQueueInput). */
export function JoinQueueDialogContent({
  control,
  unit,
}: JoinQueueDialogProps & { control: DialogControl }) {
  const t = useTranslations('queue.joinForm');
  const viewer = useViewer();
  const choosesResponsible = useChoosesResponsible();
  const client = useTRPCClient();
  const keys = useIdempotencyKeys();
  const refresh = useRefreshUnits();
  const toast = useToast();
  const form = useForm<JoinQueueFormValues>({
    resolver: zodResolver(joinQueueInput, undefined, { raw: true }),
    defaultValues: {
      unit: unit.id,
      customer: { name: '', phone: '' },
      comment: '',
      responsible: choosesResponsible ? viewer.id : undefined,
    },
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      control={control}
      form={form}
      fields={FIELDS}
      title={t('title', { code: unit.code })}
      description={t('description')}
      submitLabel={t('submit')}
      submitIcon={<UserPlus aria-hidden />}
      onSubmit={async (values) => {
        const input = clean(values);
        // A double click or a retried request queues once: the same values carry the same key.
        const { message } = await client.bookingQueue.join.mutate(
          input,
          withIdempotencyKey(keys.keyFor(input)),
        );
        const position = /(\d+)$/.exec(message)?.[1] ?? '';
        toast({ tone: 'success', title: t('done', { code: unit.code, position }) });
        void refresh();
      }}
    >
      <InputField
        label={t('name')}
        error={errors.customer?.name?.message}
        autoComplete="off"
        {...form.register('customer.name')}
      />
      <InputField
        label={t('phone')}
        error={errors.customer?.phone?.message}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="+7 999 123-45-67"
        {...form.register('customer.phone')}
      />
      <InputField
        label={t('email')}
        error={errors.customer?.email?.message}
        type="email"
        autoComplete="off"
        {...form.register('customer.email', {
          setValueAs: (v: string | null | undefined) => (v?.trim() ? v.trim() : undefined),
        })}
      />
      <ResponsibleField
        control={form.control}
        name="responsible"
        label={t('responsible')}
        error={errors.responsible?.message}
        current={{ id: viewer.id, name: viewer.name }}
      />
      <Field label={t('comment')} error={errors.comment?.message}>
        {(c) => <Textarea {...c} rows={2} maxLength={255} {...form.register('comment')} />}
      </Field>
    </FormDialog>
  );
}
