'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '~/components/ui/badge';
import type { Delivery } from './model';
import { DATE } from '~/lib/date-formats';

const VARIANT = { PENDING: 'info', SUCCEEDED: 'success', FAILED: 'danger' } as const;

/** A delivery's state, and when a pending one is tried next. */
export function DeliveryStatus({ delivery }: { delivery: Delivery }) {
  const t = useTranslations('webhooks.deliveries');
  const format = useFormatter();
  return (
    <div className="grid justify-items-end gap-0.5 sm:justify-items-start">
      <Badge variant={VARIANT[delivery.status]}>{t(`status.${delivery.status}`)}</Badge>
      {delivery.status === 'PENDING' && delivery.next_attempt_at ? (
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          {t('nextAttempt', {
            date: format.dateTime(new Date(delivery.next_attempt_at), DATE.moment),
          })}
        </span>
      ) : null}
    </div>
  );
}

/** The last attempt's HTTP status, or its error (timeout, refused connection), or a dash. */
export function LastAnswer({ delivery }: { delivery: Delivery }) {
  const t = useTranslations('webhooks.deliveries');
  if (delivery.last_status_code !== null)
    return (
      <span
        className={
          delivery.last_status_code < 300
            ? 'font-mono text-green-800'
            : 'font-mono font-medium text-red-700'
        }
      >
        {delivery.last_status_code}
      </span>
    );
  if (delivery.last_error)
    return (
      <span className="line-clamp-2 max-w-56 text-xs text-red-700" title={delivery.last_error}>
        {delivery.last_error}
      </span>
    );
  return (
    <span className="text-muted-foreground">{delivery.attempts.length ? t('noAnswer') : '—'}</span>
  );
}
