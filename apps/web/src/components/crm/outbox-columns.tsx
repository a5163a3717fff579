'use client';

import { useMemo } from 'react';
import Link from 'next/link';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { DateCell, Empty, StackedDateTimeCell } from '~/components/data-table/cells';
import { Badge } from '~/components/ui/badge';
import { buttonClasses } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { outboxEventKey, type OutboxRow } from './model';
import { ReplayRow } from './replay';

const VARIANT = { PENDING: 'info', SENT: 'success', SKIPPED: 'neutral', FAILED: 'danger' } as const;

/** Columns of the CRM outbox: booking, event, status, attempts, next try, the CRM's answer. */
export function useOutboxColumns() {
  const t = useTranslations('integrations.crm.outbox');
  const te = useTranslations('webhooks.events');
  return useMemo<ColumnDef<OutboxRow>[]>(
    () => [
      {
        id: 'booking',
        header: t('columns.booking'),
        cell: ({ row }) => {
          const { booking, booking_number: number } = row.original;
          return (
            <Link
              href={`/bookings/${booking}`}
              className={buttonClasses('link', 'sm', 'h-auto px-0 whitespace-nowrap')}
            >
              {number === null ? booking.slice(0, 8) : t('bookingNumber', { number })}
            </Link>
          );
        },
      },
      {
        id: 'event',
        header: t('columns.event'),
        cell: ({ row }) => {
          const key = outboxEventKey(row.original.event);
          return (
            <div className="grid min-w-32 gap-0.5">
              <span className="font-mono text-xs">{row.original.event}</span>
              {key ? <span className="text-xs text-muted-foreground">{te(key)}</span> : null}
            </div>
          );
        },
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row }) => (
          <Badge variant={VARIANT[row.original.status]} data-outbox-status={row.original.status}>
            {t(`status.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: 'attempts',
        header: t('columns.attempts'),
        meta: { className: 'text-right sm:w-20' },
        cell: ({ row }) => <span className="tabular-nums">{row.original.attempts}</span>,
      },
      {
        id: 'next_at',
        header: t('columns.nextAt'),
        cell: ({ row }) =>
          row.original.status === 'PENDING' ? <DateCell value={row.original.next_at} /> : <Empty />,
      },
      {
        id: 'last_error',
        header: t('columns.lastError'),
        cell: ({ row }) =>
          row.original.last_error ? (
            <span
              className={cn(
                'line-clamp-2 max-w-64 text-xs [overflow-wrap:anywhere]',
                // A skipped row's note says why; only a refusal or a retry reads as an error.
                row.original.status === 'SKIPPED' ? 'text-muted-foreground' : 'text-red-700',
              )}
              title={row.original.last_error}
            >
              {row.original.last_error}
            </span>
          ) : (
            <Empty />
          ),
      },
      {
        id: 'created_at',
        header: t('columns.created'),
        meta: { sortBy: 'created_at' },
        cell: ({ row }) => <StackedDateTimeCell value={row.original.created_at} />,
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        meta: { className: 'w-px', label: undefined },
        cell: ({ row }) =>
          row.original.status === 'FAILED' ? <ReplayRow row={row.original} /> : null,
      },
    ],
    [t, te],
  );
}
