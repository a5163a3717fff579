'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '~/components/ui/badge';
import { catalogStatus, type Period } from './period-status';
import { DATE } from '~/lib/date-formats';

const VARIANT = {
  running: 'success',
  scheduled: 'accent',
  over: 'neutral',
  off: 'neutral',
} as const;

/**
 * The status cell: the record's one status at `at` (now, or the end of the "as of" day; none
 * before hydration: switched off, else its period's) over its bounds, each a date and time ("—"
 * for an open end).
 */
export function PeriodCell({
  period,
  at,
}: {
  period: Period & { active: boolean };
  at: number | null;
}) {
  const t = useTranslations('pricing.catalog.period');
  const format = useFormatter();
  const when = (v: string | null | undefined) =>
    v ? (
      <time dateTime={v} className="tabular-nums">
        {format.dateTime(new Date(v), DATE.moment)}
      </time>
    ) : (
      '—'
    );
  const status = at === null ? null : catalogStatus(period, at);
  const open = !period.valid_from && !period.valid_to;
  return (
    <div className="grid min-w-24 justify-items-start gap-1 text-xs">
      {status ? (
        <Badge variant={VARIANT[status]} data-testid="period-status">
          {t(status)}
        </Badge>
      ) : null}
      {open ? (
        <span className="text-muted-foreground">{t('always')}</span>
      ) : (
        <span className="text-muted-foreground">
          <span className="block">
            {t('from')} {when(period.valid_from)}
          </span>
          <span className="block">
            {t('to')} {when(period.valid_to)}
          </span>
        </span>
      )}
    </div>
  );
}
