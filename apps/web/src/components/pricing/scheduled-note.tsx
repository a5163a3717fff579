'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { CalendarClock } from 'lucide-react';
import { useMoney } from '~/lib/format';
import type { PriceRecord } from './as-of';
import type { RecordTotal } from './record-total';
import { DATE } from '~/lib/date-formats';

/** A unit's next scheduled price under today's one: its total (or price per m²) and when it starts. */
export function ScheduledNote({
  record,
  area,
  total,
}: {
  record: PriceRecord;
  area: number;
  total: RecordTotal | undefined;
}) {
  const t = useTranslations('pricing.prices');
  const format = useFormatter();
  const money = useMoney();
  const when = format.dateTime(new Date(record.valid_from), DATE.moment);
  const amount = total
    ? money(total(record, area))
    : t('perSqMShort', { amount: money(record.price_per_sq_m) });
  return (
    <span
      className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-muted-foreground"
      data-testid="scheduled-price"
    >
      <CalendarClock className="size-3.5 shrink-0" aria-hidden />
      <span>
        {t('scheduledFrom', { amount })}{' '}
        <time dateTime={record.valid_from} className="tabular-nums">
          {when}
        </time>
      </span>
    </span>
  );
}
