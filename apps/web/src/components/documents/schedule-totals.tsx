'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { RefreshCw } from 'lucide-react';
import { MoneyField, NumberField } from '~/components/forms/number-field';
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
  // A total typed by hand stops following the rows (the rows' own updates are not typing).
  const typed = { onInput: () => onFollow(false) };

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
        <div {...typed}>
          <MoneyField control={form.control} name="summary" label={t('summary')} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div {...typed}>
            <MoneyField control={form.control} name="range" label={t('range')} />
          </div>
          <div {...typed}>
            <NumberField
              control={form.control}
              name="percent"
              label={t('percent')}
              maxDecimals={6}
            />
          </div>
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
