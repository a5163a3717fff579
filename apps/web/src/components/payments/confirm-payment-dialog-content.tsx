'use client';

import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { BadgeCheck } from 'lucide-react';
import type { z } from 'zod';
import type { confirmManualPaymentInput } from '@app/validators';
import { FormDialog } from '~/components/forms/form-dialog';
import { InputField } from '~/components/forms/input-field';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useTRPC } from '~/trpc/client';
import { useRefreshPayments } from './use-payment-data';

type OrderValues = Pick<z.input<typeof confirmManualPaymentInput>, 'order'>;
/** confirmManualPaymentInput's `order`, downloaded with zod when the form first validates. */
const resolver = lazyResolver<OrderValues, OrderValues>(() =>
  import('./form-resolvers').then((m) => m.confirmManualPayment),
);
const FIELDS = ['order'] as const;

export interface ConfirmPaymentDialogProps {
  booking: { id: string; number: number | string };
}

/** The dialog of ConfirmPaymentDialog (confirm-payment-dialog.tsx), loaded when first used. */
export function ConfirmPaymentDialogContent({
  control,
  booking,
}: ConfirmPaymentDialogProps & { control: DialogControl }) {
  const t = useTranslations('paymentPanel.confirm');
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useRefreshPayments();
  const confirm = useMutation(trpc.payments.confirmManual.mutationOptions());
  const form = useForm({ resolver, defaultValues: { order: null } });

  return (
    <FormDialog
      control={control}
      form={form}
      fields={FIELDS}
      title={t('title', { number: booking.number })}
      description={t('description')}
      submitLabel={t('submit')}
      submitIcon={<BadgeCheck aria-hidden />}
      onInput={resolver.preload}
      onSubmit={async ({ order }) => {
        await confirm.mutateAsync({ booking: booking.id, order: order ?? null });
        toast({ tone: 'success', title: t('done', { number: booking.number }) });
        // Not awaited: the dialog closes at once (the refetch may take this button away).
        void refresh();
      }}
    >
      <InputField
        label={t('order')}
        hint={t('orderHint')}
        error={form.formState.errors.order?.message}
        {...form.register('order', {
          setValueAs: (v: string | null) => (v?.trim() ? v.trim() : null),
        })}
        autoComplete="off"
        spellCheck={false}
        className="[&_input]:font-mono"
        placeholder="00000000-0000-0000-0000-000000000000"
      />
    </FormDialog>
  );
}
