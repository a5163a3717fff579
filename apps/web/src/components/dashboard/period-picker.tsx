'use client';

import { useTranslations } from 'next-intl';
import { DateRangeFilter, type DateRange } from '~/components/data-table/date-range-filter';
import { Button } from '~/components/ui/button';
import { addDays } from '~/lib/app-day';

/** The quick periods: the last N days up to today (inclusive). */
export const PRESETS = [7, 30, 90, 365] as const;
export const lastDays = (today: string, days: number): DateRange => ({
  from: addDays(today, 1 - days),
  to: today,
});

interface Props {
  value: DateRange;
  today: string;
  onChange: (value: DateRange) => void;
}

/** The dashboard's period: a quick choice of the last 7 to 365 days, or two days. */
export function PeriodPicker({ value, today, onChange }: Props) {
  const t = useTranslations('dashboard.period');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div role="group" aria-label={t('presets')} className="flex flex-wrap gap-2">
        {PRESETS.map((days) => {
          const preset = lastDays(today, days);
          const on = preset.from === value.from && preset.to === value.to;
          return (
            <Button
              key={days}
              size="sm"
              variant={on ? 'primary' : 'secondary'}
              aria-pressed={on}
              onClick={() => onChange(preset)}
            >
              {t('lastDays', { days })}
            </Button>
          );
        })}
      </div>
      <DateRangeFilter
        value={value}
        onChange={(patch) => onChange({ ...value, ...patch })}
        fromLabel={t('from')}
        toLabel={t('to')}
      />
    </div>
  );
}
