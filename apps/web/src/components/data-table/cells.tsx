'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '~/components/ui/badge';
import { DATE, utcDay } from '~/lib/date-formats';

/** An ISO date-time (as every procedure sends dates) in the interface language and time zone. */
export function DateCell({
  value,
  dateOnly,
}: {
  value: string | null | undefined;
  dateOnly?: boolean;
}) {
  const format = useFormatter();
  if (!value) return <Empty />;
  const date = new Date(value);
  return (
    <time dateTime={value} className="whitespace-nowrap tabular-nums">
      {dateOnly
        ? // Calendar dates (birth dates) are stored as midnight UTC: show that day everywhere.
          format.dateTime(date, utcDay('day'))
        : format.dateTime(date, DATE.moment)}
    </time>
  );
}

/** The day over the time: a narrower column than DateCell's one line (ledgers, issued documents). */
export function StackedDateTimeCell({ value }: { value: string }) {
  const format = useFormatter();
  const date = new Date(value);
  return (
    <time dateTime={value} className="grid whitespace-nowrap tabular-nums">
      <span>{format.dateTime(date, DATE.day)}</span>
      <span className="text-xs text-muted-foreground">{format.dateTime(date, DATE.time)}</span>
    </time>
  );
}

/** A dash for a value that is not set; screen readers hear "Not set" (a span takes no aria-label). */
export function Empty() {
  const t = useTranslations('common');
  return (
    <span className="text-muted-foreground">
      <span aria-hidden>—</span>
      <span className="sr-only">{t('none')}</span>
    </span>
  );
}

export function TextCell({ value }: { value: string | null | undefined }) {
  return value ? <span>{value}</span> : <Empty />;
}

export function ActiveBadge({ active }: { active: boolean }) {
  const t = useTranslations('common');
  return (
    <Badge variant={active ? 'success' : 'neutral'}>{active ? t('active') : t('inactive')}</Badge>
  );
}

export function BadgeList({ values }: { values: string[] }) {
  if (values.length === 0) return <Empty />;
  return (
    <div className="flex flex-wrap gap-1">
      {values.map((v) => (
        <Badge key={v}>{v}</Badge>
      ))}
    </div>
  );
}

export const fullName = (p: {
  first_name?: string | null;
  last_name?: string | null;
  second_name?: string | null;
}) => [p.last_name, p.first_name, p.second_name].filter(Boolean).join(' ');
