'use client';

import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { BadgeCheck } from 'lucide-react';
import { PAYMENT_METHODS } from '@app/validators';
import { FormDialog } from '~/components/forms/form-dialog';
import { DateTimeField, SelectField } from '~/components/forms/fields';
import { InputField } from '~/components/forms/input-field';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useTRPC } from '~/trpc/client';
import type { ConfirmPaymentData, ConfirmPaymentValues } from './form-resolvers';
import { useRefreshPayments } from './use-payment-data';

/** confirmManualPaymentInput's fields, downloaded with zod when the form first validates. */
const resolver = lazyResolver<ConfirmPaymentValues, ConfirmPaymentData>(() =>
  import('./form-resolvers').then((m) => m.confirmManualPayment),
);
const FIELDS = ['external_ref', 'method', 'paid_at', 'receipt_number', 'order'] as const;
/** The select's "not stated" (a Select option needs a value; the resolver sends null). */
const NO_METHOD = 'NONE';
const trimmed = (v: string | null) => (v?.trim() ? v.trim() : null);

export interface ConfirmPaymentDialogProps {
  booking: { id: string; number: number | string };
  /** The amount this confirmation registers, formatted (§11), when known. */
  amount?: string | null;
}

/** The dialog of ConfirmPaymentDialog (confirm-payment-dialog.tsx), loaded when first used. */
export function ConfirmPaymentDialogContent({
  control,
  booking,
  amount,
}: ConfirmPaymentDialogProps & { control: DialogControl }) {
  const t = useTranslations('paymentPanel.confirm');
  const tMethod = useTranslations('paymentsLedger.method');
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useRefreshPayments();
  const confirm = useMutation(trpc.payments.confirmManual.mutationOptions());
  const form = useForm<ConfirmPaymentValues, unknown, ConfirmPaymentData>({
    resolver,
    defaultValues: {
      order: null,
      external_ref: null,
      method: NO_METHOD,
      paid_at: new Date().toISOString(),
      receipt_number: null,
    },
  });
  const errors = form.formState.errors;
  const methods = [
    { value: NO_METHOD, label: t('methodNone') },
    ...PAYMENT_METHODS.map((m) => ({ value: m, label: tMethod(m) })),
  ];

  return (
    <FormDialog
      control={control}
      form={form}
      fields={FIELDS}
      columns={2}
      title={t('title', { number: booking.number })}
      description={t('description')}
      submitLabel={t('submit')}
      submitIcon={<BadgeCheck aria-hidden />}
      onInput={resolver.preload}
      onSubmit={async (v) => {
        await confirm.mutateAsync({ booking: booking.id, ...v, order: v.order ?? null });
        toast({ tone: 'success', title: t('done', { number: booking.number }) });
        // Not awaited: the dialog closes at once (the refetch may take this button away).
        void refresh();
      }}
    >
      {amount ? (
        <p className="sm:col-span-2" data-testid="confirm-amount">
          <span className="text-sm text-muted-foreground">{t('amount')}</span>{' '}
          <strong className="text-lg whitespace-nowrap tabular-nums">{amount}</strong>
        </p>
      ) : null}
      <InputField
        label={t('externalRef')}
        hint={t('externalRefHint')}
        error={errors.external_ref?.message}
        {...form.register('external_ref', { setValueAs: trimmed })}
        autoComplete="off"
        spellCheck={false}
        maxLength={255}
      />
      <InputField
        label={t('receiptNumber')}
        error={errors.receipt_number?.message}
        {...form.register('receipt_number', { setValueAs: trimmed })}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
      />
      <SelectField
        control={form.control}
        name="method"
        label={t('method')}
        options={methods}
        error={errors.method?.message}
      />
      <DateTimeField
        control={form.control}
        name="paid_at"
        label={t('paidAt')}
        hint={t('paidAtHint')}
        error={errors.paid_at?.message}
      />
      <InputField
        className="sm:col-span-2 [&_input]:font-mono"
        label={t('order')}
        hint={t('orderHint')}
        error={errors.order?.message}
        {...form.register('order', { setValueAs: trimmed })}
        autoComplete="off"
        spellCheck={false}
        placeholder="00000000-0000-0000-0000-000000000000"
      />
    </FormDialog>
  );
}
