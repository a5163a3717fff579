'use client';

import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { CreateBasePriceData } from '@app/validators';
import { DateTimeField, InputField } from '~/components/forms/fields';
import { FormDialog } from '~/components/forms/form-dialog';
import { MoneyField } from '~/components/forms/number-field';
import type { DialogControl } from '~/components/ui/lazy-dialog';
import { useToast } from '~/components/ui/toast';
import { lazyResolver } from '~/lib/lazy-resolver';
import { useTRPCClient } from '~/trpc/client';
import type { PriceRecord } from './as-of';
import type { PricedUnit } from './priced-unit';
import { usePricingRefresh } from './use-pricing-refresh';

/** The form's values: `valid_from` as the ISO text the API takes (empty: now). */
type Values = Omit<CreateBasePriceData, 'valid_from'> & { valid_from?: string };
const FIELDS = ['price_per_sq_m', 'fixed_price', 'reason_id', 'valid_from'] as const;
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
  const client = useTRPCClient();
  const refresh = usePricingRefresh();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: {
      unit: unit.id,
      price_per_sq_m: current?.price_per_sq_m,
      fixed_price: current?.fixed_price ?? undefined,
      reason_id: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = async (values: Values) => {
    await client.basePrices.create.mutate({ ...values, reason_id: values.reason_id || undefined });
    await refresh(queryClient);
    toast({ tone: 'success', title: t('success', { code: unit.code }) });
  };

  return (
    <FormDialog
      control={control}
      form={form}
      fields={FIELDS}
      title={t('title', { code: unit.code })}
      description={t('description')}
      columns={2}
      submitLabel={t('submit')}
      onSubmit={onSubmit}
    >
      <MoneyField control={form.control} name="price_per_sq_m" label={t('perSqM')} />
      <MoneyField
        control={form.control}
        name="fixed_price"
        label={t('fixed')}
        hint={t('fixedHint')}
      />
      <InputField
        label={t('reason')}
        error={errors.reason_id?.message}
        {...form.register('reason_id')}
      />
      <DateTimeField
        control={form.control}
        name="valid_from"
        label={t('validFrom')}
        hint={t('validFromHint')}
        error={errors.valid_from?.message}
        min={new Date()}
      />
    </FormDialog>
  );
}
