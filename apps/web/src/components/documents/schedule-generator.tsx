'use client';

import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Wand2 } from 'lucide-react';
import { InputField } from '~/components/forms/input-field';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/form-error';
import { generatedRows, todayIso, type ScheduleBasis } from './schedule-model';
import { MAX_SCHEDULE_ROWS, type ScheduleRow } from './schedule-values';

interface GeneratorValues {
  total: number;
  firstPayment: number;
  months: number;
  ratePercent: number;
  startDate: string;
  area: number;
}

const kopecks = (n: number) => Math.round(n * 100) / 100;
const finite = (n: number) => typeof n === 'number' && Number.isFinite(n);

/**
 * Fills the rows from a price: the first payment on the start date, then `months` instalments,
 * equal without a rate or an annuity with one (@app/pricing's generateSchedule). Its fields are
 * not part of the document: they only produce rows, which can then be edited.
 */
export function ScheduleGenerator({
  hasRows,
  onGenerated,
}: {
  hasRows: boolean;
  onGenerated: (rows: ScheduleRow[], basis: ScheduleBasis) => void;
}) {
  const t = useTranslations('documents.schedule.generator');
  const [failed, setFailed] = useState(false);
  const gen = useForm<GeneratorValues>({
    defaultValues: {
      months: 24,
      ratePercent: 0,
      firstPayment: 0,
      startDate: todayIso().slice(0, 10),
    },
  });
  const { errors } = gen.formState;

  const run = gen.handleSubmit((v) => {
    setFailed(false);
    try {
      const { rows, basis } = generatedRows({
        ...v,
        total: kopecks(v.total),
        firstPayment: kopecks(v.firstPayment),
      });
      onGenerated(rows, basis);
    } catch {
      setFailed(true);
    }
  });
  // The fields sit inside the document's form: Enter generates instead of issuing the document.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void run();
  };
  const number = (
    name: keyof Omit<GeneratorValues, 'startDate'>,
    validate: (v: number) => true | string,
  ) =>
    gen.register(name, {
      valueAsNumber: true,
      validate: (v) => (finite(v) ? validate(v) : t('errors.required')),
    });
  const field = {
    type: 'number',
    inputMode: 'decimal',
    min: 0,
    onKeyDown,
    className: 'tabular-nums',
  } as const;

  return (
    <section
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
      aria-labelledby="schedule-generator-title"
    >
      <div className="grid gap-1">
        <h3 id="schedule-generator-title" className="text-sm font-semibold">
          {t('title')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('hint')}</p>
      </div>
      {failed ? <FormError>{t('errors.failed')}</FormError> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <InputField
          label={t('total')}
          error={errors.total?.message}
          step="0.01"
          {...field}
          {...number('total', (v) => v > 0 || t('errors.positive'))}
        />
        <InputField
          label={t('firstPayment')}
          error={errors.firstPayment?.message}
          step="0.01"
          {...field}
          {...number(
            'firstPayment',
            (v) => (v >= 0 && v <= gen.getValues('total')) || t('errors.firstPayment'),
          )}
        />
        <InputField
          label={t('area')}
          error={errors.area?.message}
          step="0.01"
          {...field}
          {...number('area', (v) => v > 0 || t('errors.positive'))}
        />
        <InputField
          label={t('months')}
          error={errors.months?.message}
          step="1"
          {...field}
          inputMode="numeric"
          {...number('months', (v) => {
            const max = MAX_SCHEDULE_ROWS - (gen.getValues('firstPayment') > 0 ? 1 : 0);
            return (Number.isInteger(v) && v >= 1 && v <= max) || t('errors.months', { max });
          })}
        />
        <InputField
          label={t('rate')}
          hint={t('rateHint')}
          error={errors.ratePercent?.message}
          step="0.01"
          {...field}
          {...number('ratePercent', (v) => (v >= 0 && v <= 100) || t('errors.rate'))}
        />
        <InputField
          label={t('startDate')}
          error={errors.startDate?.message}
          type="date"
          onKeyDown={onKeyDown}
          {...gen.register('startDate', { required: t('errors.required') })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void run()}>
          <Wand2 aria-hidden />
          {t('run')}
        </Button>
        {hasRows ? <span className="text-xs text-muted-foreground">{t('replaces')}</span> : null}
      </div>
    </section>
  );
}
