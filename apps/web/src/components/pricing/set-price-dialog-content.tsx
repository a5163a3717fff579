'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { CreateBasePriceData } from '@app/validators';
import { GridFormError, InputField, SubmitButton } from '~/components/forms/fields';
import { MoneyField } from '~/components/forms/number-field';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '~/components/ui/dialog';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useFormApiError } from '~/lib/use-api-error';
import { useTRPCClient } from '~/trpc/client';
import type { PriceRecord } from './as-of';
import type { PricedUnit } from './priced-unit';
import { usePricingRefresh } from './use-pricing-refresh';

type Values = CreateBasePriceData;
const FIELDS = ['price_per_sq_m', 'fixed_price', 'reason_id'] as const;
const resolver = lazyResolver<Values, Values>(() =>
  import('./resolvers').then((m) => m.createBasePrice),
);

export interface SetPriceDialogProps {
  unit: PricedUnit;
  current: PriceRecord | undefined;
}

/** The dialog of SetPriceDialog: a new base price record for one unit. */
export function SetPriceDialogContent({
  unit,
  current,
  control,
}: SetPriceDialogProps & { control: DialogControl }) {
  const t = useTranslations('pricing.setPrice');
  const tc = useTranslations('common');
  const client = useTRPCClient();
  const refresh = usePricingRefresh();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: {
      unit: unit.id,
      price_per_sq_m: current?.price_per_sq_m,
      fixed_price: current?.fixed_price ?? undefined,
      reason_id: '',
    },
  });
  const formApiError = useFormApiError(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await client.basePrices.create.mutate({
        ...values,
        reason_id: values.reason_id || undefined,
      });
      await refresh(queryClient);
      toast({ tone: 'success', title: t('success', { code: unit.code }) });
      control.root.onOpenChange(false);
    } catch (e) {
      setFormError(formApiError(e));
    }
  });

  return (
    <Dialog {...control.root}>
      <DialogContent
        {...control.content}
        title={t('title', { code: unit.code })}
        description={t('description')}
        closeLabel={tc('close')}
      >
        <form onSubmit={onSubmit} noValidate>
          <div className="grid gap-4 px-5 py-5 sm:grid-cols-2 sm:px-6">
            <GridFormError message={formError} />
            <MoneyField control={form.control} name="price_per_sq_m" label={t('perSqM')} />
            <MoneyField
              control={form.control}
              name="fixed_price"
              label={t('fixed')}
              hint={t('fixedHint')}
            />
            <InputField
              className="sm:col-span-2"
              label={t('reason')}
              error={errors.reason_id?.message}
              {...form.register('reason_id')}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 border-t bg-muted/40 px-5 py-3 sm:flex-row sm:justify-end sm:px-6">
            <DialogClose asChild>
              <Button variant="secondary">{tc('cancel')}</Button>
            </DialogClose>
            <SubmitButton pending={isSubmitting}>{t('submit')}</SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
