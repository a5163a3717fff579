'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useNow } from '~/lib/use-now';
import { cn } from '~/lib/utils';
import { DATE } from '~/lib/date-formats';

const UNITS = [
  ['days', 86_400_000],
  ['hours', 3_600_000],
  ['minutes', 60_000],
  ['seconds', 1000],
] as const;

/** "2 д 3 ч": `parts` units of a duration from the largest non-zero one, down to `smallest`. */
export function useDuration() {
  const t = useTranslations('countdown');
  return (ms: number, parts: number, smallest: 'minutes' | 'seconds') => {
    const units = smallest === 'seconds' ? UNITS : UNITS.slice(0, 3);
    let rest = Math.max(ms, 0);
    const values = units.map(([unit, size]) => {
      const n = Math.floor(rest / size);
      rest -= n * size;
      return [unit, n] as const;
    });
    const first = values.findIndex(([, n]) => n > 0);
    if (first < 0) return smallest === 'seconds' ? t('seconds', { n: 0 }) : t('lessThanMinute');
    return values
      .slice(first, first + parts)
      .map(([unit, n]) => t(unit, { n }))
      .join(' ');
  };
}

interface CountdownProps {
  /** The expiration date-time (ISO). */
  until: string;
  /** A paid booking past its date is "overdue", not "expired". */
  paid?: boolean;
  /** `short`: "2 д 3 ч" refreshed every 30 s (tables); `full`: down to seconds, every second. */
  variant?: 'short' | 'full';
  className?: string;
}

/** Time left until a booking expires, ticking live; "expired" once it has passed. */
export function Countdown({ until, paid, variant = 'short', className }: CountdownProps) {
  const t = useTranslations('countdown');
  const format = useFormatter();
  const full = variant === 'full';
  const now = useNow(full ? 1000 : 30_000);
  const end = new Date(until);
  const title = format.dateTime(end, DATE.moment);
  const duration = useDuration();
  if (now === null) return <span className={className}>{'\u00a0'}</span>;
  const left = end.getTime() - now;
  const passed = left <= 0;
  const text = passed
    ? paid
      ? t('overdue', { time: duration(-left, 2, 'minutes') })
      : t('expired')
    : duration(left, full ? 4 : 2, full ? 'seconds' : 'minutes');
  return (
    <time
      dateTime={until}
      title={title}
      role={full ? 'timer' : undefined}
      className={cn(
        'whitespace-nowrap tabular-nums',
        full && 'inline-block first-letter:uppercase',
        passed ? 'text-destructive' : left < 86_400_000 ? 'text-warning' : undefined,
        className,
      )}
    >
      {text}
    </time>
  );
}
