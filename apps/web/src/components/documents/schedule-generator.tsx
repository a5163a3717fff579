'use client';

import { useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Wand2 } from 'lucide-react';
import { InputField } from '~/components/forms/input-field';
import { NumberTextField } from '~/components/forms/number-field';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/form-error';
import { useNumberLocale } from '~/lib/format';
import { numberText } from '~/lib/number-text';
import {
  generatedRows,
  readGenerator,
  todayIso,
  type GeneratorError,
  type GeneratorField,
  type GeneratorTexts,
  type ScheduleBasis,
} from './schedule-model';
import { MAX_SCHEDULE_ROWS, type ScheduleRow } from './schedule-values';

/** What the generator takes from the unit the schedule is for: its area and current price. */
export interface GeneratorUnit {
  id: string;
  area: number;
  price: number | null;
}

/**
 * Fills the rows from a price: the first payment on the start date, then `months` instalments,
 * equal without a rate or an annuity with one (@app/pricing's generateSchedule). Its fields are
 * not part of the document: they only produce rows, which can then be edited. Numbers are read
 * the local way ("8 644 745,20") or refused next to the field; a chosen unit fills in its price
 * and area.
 */
export function ScheduleGenerator({
  hasRows,
  unit,
  onGenerated,
}: {
  hasRows: boolean;
  unit?: GeneratorUnit;
  onGenerated: (rows: ScheduleRow[], basis: ScheduleBasis) => void;
}) {
  const t = useTranslations('documents.schedule.generator');
  const locale = useNumberLocale();
  const [failed, setFailed] = useState(false);
  const [texts, setTexts] = useState<GeneratorTexts>(() => ({
    total: '',
    firstPayment: numberText(0, locale, 2),
    area: '',
    months: '24',
    ratePercent: '0',
    startDate: todayIso().slice(0, 10),
  }));
  const [errors, setErrors] = useState<Partial<Record<GeneratorField, GeneratorError>>>({});
  const [maxMonths, setMaxMonths] = useState(MAX_SCHEDULE_ROWS);
  // A unit chosen (or opened with) fills in its price and area once.
  const [filledFor, setFilledFor] = useState<string | undefined>(undefined);
  if (unit && unit.id !== filledFor) {
    setFilledFor(unit.id);
    setTexts((prev) => ({
      ...prev,
      area: numberText(unit.area, locale, 2),
      total: unit.price === null ? prev.total : numberText(unit.price, locale, 2),
    }));
  }

  const run = () => {
    setFailed(false);
    const read = readGenerator(texts, locale, MAX_SCHEDULE_ROWS);
    if (!read.ok) {
      setErrors(read.errors);
      setMaxMonths(read.maxMonths);
      return;
    }
    setErrors({});
    try {
      const { rows, basis } = generatedRows(read.input);
      onGenerated(rows, basis);
    } catch {
      setFailed(true);
    }
  };
  // The fields sit inside the document's form: Enter generates instead of issuing the document.
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    run();
  };
  const message = (field: GeneratorField) => {
    const error = errors[field];
    if (!error) return undefined;
    if (error === 'months') return t('errors.months', { max: maxMonths });
    // A text that is not a number: the field says why itself (NumberTextField).
    return t(`errors.${error === 'number' ? 'required' : error}`);
  };
  const number = (field: Exclude<GeneratorField, 'startDate'>, money: boolean) => ({
    value: texts[field],
    onChange: (text: string) => setTexts((prev) => ({ ...prev, [field]: text })),
    error: message(field),
    className: 'tabular-nums',
    ...(money
      ? { money: true }
      : { maxDecimals: field === 'months' ? 0 : field === 'area' ? 2 : 6 }),
  });

  return (
    <section
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
      aria-labelledby="schedule-generator-title"
      onKeyDown={onKeyDown}
    >
      <div className="grid gap-1">
        <h3 id="schedule-generator-title" className="text-sm font-semibold">
          {t('title')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('hint')}</p>
      </div>
      {failed ? <FormError>{t('errors.failed')}</FormError> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <NumberTextField label={t('total')} {...number('total', true)} />
        <NumberTextField label={t('firstPayment')} {...number('firstPayment', true)} />
        <NumberTextField label={t('area')} {...number('area', false)} />
        <NumberTextField label={t('months')} {...number('months', false)} />
        <NumberTextField label={t('rate')} hint={t('rateHint')} {...number('ratePercent', false)} />
        <InputField
          label={t('startDate')}
          error={message('startDate')}
          type="date"
          value={texts.startDate}
          onChange={(e) => setTexts((prev) => ({ ...prev, startDate: e.target.value }))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={run}>
          <Wand2 aria-hidden />
          {t('run')}
        </Button>
        {hasRows ? <span className="text-xs text-muted-foreground">{t('replaces')}</span> : null}
      </div>
    </section>
  );
}
