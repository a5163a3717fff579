'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useViewer } from '~/components/common/me-context';
import { useTRPC } from '~/trpc/client';
import type { Booking } from './booking-query';

/**
 * What a cancellation does to the unit, said in the cancel dialog (mounted with it, so its reads
 * run when the dialog opens): with no queue the unit becomes free; with one, it goes to the first
 * in line (services/queue promotes at once), named when the caller may see that entry (realtors
 * see only their own: `bookingQueue.list`'s scope), else "the first in the queue". The queue's
 * length is public (`units.get`'s `queue_length`).
 */
export function CancelOutcome({ booking }: { booking: Booking }) {
  const t = useTranslations('bookings.cancel');
  const trpc = useTRPC();
  const viewer = useViewer();
  const code = booking.unit_data.code;
  const unit = useQuery(trpc.units.get.queryOptions({ id: booking.unit }));
  const queued = (unit.data?.queue_length ?? 0) > 0;
  const readsQueue = queued && viewer.can('bookingQueue.read');
  const first = useQuery({
    ...trpc.bookingQueue.list.queryOptions({
      filter: {
        filters: [
          { property: 'unit', operator: 'EQ', value: [booking.unit] },
          { property: 'status', operator: 'EQ', value: ['QUEUE_STATUS_WAITING'] },
        ],
      },
      pagination: { page: 1, limit: 1, order_by: 'seq', direction: 'asc' },
    }),
    enabled: readsQueue,
  });
  const known = unit.data && (!readsQueue || !first.isPending);
  if (!known && !unit.isError) return <span className="block">{t('checking', { code })}</span>;
  const entry = first.data?.items[0];
  const sentence = !queued
    ? t('description', { code })
    : entry?.position === 1
      ? t('toQueue', { code, name: entry.customer.name })
      : t('toQueueHidden', { code });
  return (
    <span className="block" data-testid="cancel-outcome">
      {sentence}
    </span>
  );
}
