'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { RefreshCw } from 'lucide-react';
import { InputField } from '~/components/forms/input-field';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Field } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import type { ScheduleValues } from './schedule-values';

const NO_OFFICE = '__none__';

/** A sales office of the select (server/offices.ts). */
export interface ScheduleOffice {
  value: string;
  label: string;
  address: string;
}

interface Props {
  form: UseFormReturn<ScheduleValues>;
  offices: ScheduleOffice[];
  /** The sum of the payments as typed now. */
  sum: number;
  /** The totals follow the rows (and the generator) until one of them is typed. */
  follow: boolean;
  onFollow: (follow: boolean) => void;
}

/** The schedule's totals (summary, overpayment, rate) and the sales office it names. */
export function ScheduleTotals({ form, offices, sum, follow, onFollow }: Props) {
  const t = useTranslations('documents.schedule.totals');
  const format = useFormatter();
  const { errors } = form.formState;
  const officeId = useWatch({ control: form.control, name: 'office' });
  const office = offices.find((o) => o.value === officeId);
  const amount = (name: 'summary' | 'range' | 'percent') =>
    form.register(name, { valueAsNumber: true, onChange: () => onFollow(false) });
  const number = {
    type: 'number',
    inputMode: 'decimal',
    min: 0,
    className: 'tabular-nums',
  } as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>
          {follow
            ? t('following')
            : t('typed', {
                sum: format.number(sum, { style: 'currency', currency: 'RUB' }),
              })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <InputField
          label={t('summary')}
          error={errors.summary?.message}
          step="0.01"
          {...number}
          {...amount('summary')}
        />
        <div className="grid grid-cols-2 gap-3">
          <InputField
            label={t('range')}
            error={errors.range?.message}
            step="0.01"
            {...number}
            {...amount('range')}
          />
          <InputField
            label={t('percent')}
            error={errors.percent?.message}
            step="0.01"
            max={100}
            {...number}
            {...amount('percent')}
          />
        </div>
        {follow ? null : (
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={() => onFollow(true)}
          >
            <RefreshCw aria-hidden />
            {t('recalculate')}
          </Button>
        )}
        <Field
          label={t('office')}
          error={errors.office?.message}
          hint={office?.address ?? t('officeHint')}
        >
          {(c) => (
            <Controller
              control={form.control}
              name="office"
              render={({ field }) => (
                <Select
                  {...c}
                  value={field.value ?? NO_OFFICE}
                  onValueChange={(v) => field.onChange(v === NO_OFFICE ? undefined : v)}
                  options={[
                    { value: NO_OFFICE, label: t('noOffice') },
                    ...offices.map(({ value, label }) => ({ value, label })),
                  ]}
                />
              )}
            />
          )}
        </Field>
      </CardContent>
    </Card>
  );
}
