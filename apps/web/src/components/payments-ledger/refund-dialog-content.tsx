'use client';

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Undo2 } from 'lucide-react';
import { refundPaymentInput, type RefundPaymentData } from '@app/validators';
import { FormDialog } from '~/components/forms/form-dialog';
import { Field } from '~/components/ui/field';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { Textarea } from '~/components/ui/textarea';
import { useToast } from '~/components/ui/toast';
import { useMoney } from '~/lib/format';
import { useTRPC, useTRPCClient } from '~/trpc/client';
import type { Payment } from './ledger-query';

export interface RefundDialogProps {
  payment: Pick<Payment, 'id' | 'amount' | 'currency' | 'booking_number'>;
}

const FIELDS = ['reason'] as const;

/** `payments.refund`: a sales head returns a REFUND_REQUIRED payment's money, saying why. */
export function RefundDialogContent({
  control,
  payment,
}: RefundDialogProps & { control: DialogControl }) {
  const t = useTranslations('paymentsLedger.refund');
  const money = useMoney();
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useForm<RefundPaymentData>({
    resolver: zodResolver(refundPaymentInput),
    defaultValues: { id: payment.id, reason: '' },
  });
  return (
    <FormDialog
      control={control}
      form={form}
      fields={FIELDS}
      title={t('title', { amount: money(payment.amount, payment.currency) })}
      description={t('description')}
      submitLabel={t('submit')}
      submitIcon={<Undo2 aria-hidden />}
      onSubmit={async (values) => {
        await client.payments.refund.mutate(values);
        toast({ tone: 'success', title: t('done') });
        await queryClient.invalidateQueries({ queryKey: trpc.payments.pathKey() });
      }}
    >
      <Field label={t('reason')} error={form.formState.errors.reason?.message}>
        {(c) => <Textarea {...c} rows={3} maxLength={255} {...form.register('reason')} />}
      </Field>
    </FormDialog>
  );
}
