'use client';

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { BadgeCheck } from 'lucide-react';
import type { z } from 'zod';
import type { confirmManualPaymentInput } from '@app/validators';
import { InputField, SubmitButton } from '~/components/forms/input-field';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '~/components/ui/dialog';
import { FormError } from '~/components/ui/form-error';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useFormApiError } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { useRefreshPayments } from './use-payment-data';

type OrderValues = Pick<z.input<typeof confirmManualPaymentInput>, 'order'>;
/** confirmManualPaymentInput's `order`, downloaded with zod when the form first validates. */
const resolver = lazyResolver<OrderValues, OrderValues>(() =>
  import('./form-resolvers').then((m) => m.confirmManualPayment),
);

export interface ConfirmPaymentDialogProps {
  booking: { id: string; number: number | string };
}

/** The dialog of ConfirmPaymentDialog (confirm-payment-dialog.tsx), loaded when first used. */
export function ConfirmPaymentDialogContent({
  control,
  booking,
}: ConfirmPaymentDialogProps & { control: DialogControl }) {
  const t = useTranslations('paymentPanel.confirm');
  const tc = useTranslations('common');
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useRefreshPayments();
  const confirm = useMutation(trpc.payments.confirmManual.mutationOptions());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver, defaultValues: { order: null } });
  const formApiError = useFormApiError(form.setError, ['order']);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ order }) => {
    setFormError(null);
    try {
      await confirm.mutateAsync({ booking: booking.id, order: order ?? null });
      control.root.onOpenChange(false);
      toast({ tone: 'success', title: t('done', { number: booking.number }) });
      await refresh();
    } catch (e) {
      setFormError(formApiError(e));
    }
  });

  return (
    <Dialog {...control.root}>
      <DialogContent
        {...control.content}
        title={t('title', { number: booking.number })}
        description={t('description')}
        closeLabel={tc('close')}
      >
        <form onSubmit={submit} onInput={resolver.preload} noValidate>
          <div className="grid gap-4 px-5 py-5 sm:px-6">
            {formError ? <FormError>{formError}</FormError> : null}
            <InputField
              label={t('order')}
              hint={t('orderHint')}
              error={errors.order?.message}
              {...form.register('order', {
                setValueAs: (v: string | null) => (v?.trim() ? v.trim() : null),
              })}
              autoComplete="off"
              spellCheck={false}
              className="[&_input]:font-mono"
              placeholder="00000000-0000-0000-0000-000000000000"
            />
          </div>
          <div className="flex flex-col-reverse gap-2 border-t bg-muted/40 px-5 py-3 sm:flex-row sm:justify-end sm:px-6">
            <DialogClose asChild>
              <Button variant="secondary">{tc('cancel')}</Button>
            </DialogClose>
            <SubmitButton pending={isSubmitting} icon={<BadgeCheck aria-hidden />}>
              {t('submit')}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
