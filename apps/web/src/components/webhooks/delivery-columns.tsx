'use client';

import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { ChevronRight } from 'lucide-react';
import { StackedDateTimeCell } from '~/components/data-table/cells';
import { focusRing } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { DeliveryStatus, LastAnswer } from './delivery-status';
import { eventKey, shortUrl, type Delivery } from './model';
import { ReplayButton } from './replay-button';

/** Columns of the delivery log; the first opens the row's attempts. */
export function useDeliveryColumns({
  expanded,
  toggle,
  endpointUrl,
}: {
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** The URL of an endpoint id, once the endpoints are loaded. */
  endpointUrl: (id: string) => string | undefined;
}) {
  const t = useTranslations('webhooks');
  return useMemo<ColumnDef<Delivery>[]>(
    () => [
      {
        id: 'expand',
        meta: { className: 'w-10 pr-0' },
        header: () => <span className="sr-only">{t('deliveries.columns.expand')}</span>,
        cell: ({ row }) => {
          const open = expanded.has(row.original.id);
          const event = row.original.event_type;
          return (
            <button
              type="button"
              aria-expanded={open}
              aria-label={t(open ? 'deliveries.collapse' : 'deliveries.expand', { event })}
              onClick={() => toggle(row.original.id)}
              className={cn('rounded p-1 text-muted-foreground hover:bg-muted', focusRing)}
            >
              <ChevronRight
                className={cn('size-4 transition-transform', open && 'rotate-90')}
                aria-hidden
              />
            </button>
          );
        },
      },
      {
        id: 'event',
        header: t('deliveries.columns.event'),
        cell: ({ row }) => (
          <div className="grid min-w-40 gap-0.5">
            <span className="font-mono text-xs">{row.original.event_type}</span>
            <span className="text-xs text-muted-foreground">
              {t(`events.${eventKey(row.original.event_type)}`)}
            </span>
          </div>
        ),
      },
      {
        id: 'endpoint',
        header: t('deliveries.columns.endpoint'),
        cell: ({ row }) => {
          const url = endpointUrl(row.original.endpoint);
          return (
            <span className="font-mono text-xs break-all" title={url}>
              {url
                ? shortUrl(url, 40)
                : t('deliveries.unknownEndpoint', { id: row.original.endpoint.slice(0, 8) })}
            </span>
          );
        },
      },
      {
        id: 'status',
        header: t('deliveries.columns.status'),
        cell: ({ row }) => <DeliveryStatus delivery={row.original} />,
      },
      {
        id: 'attempts',
        header: t('deliveries.columns.attempts'),
        meta: { className: 'text-right sm:w-20' },
        cell: ({ row }) => <span className="tabular-nums">{row.original.attempts.length}</span>,
      },
      {
        id: 'last_answer',
        header: t('deliveries.columns.lastAnswer'),
        cell: ({ row }) => <LastAnswer delivery={row.original} />,
      },
      {
        id: 'created_at',
        header: t('deliveries.columns.created'),
        meta: { sortBy: 'created_at' },
        cell: ({ row }) => <StackedDateTimeCell value={row.original.created_at} />,
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('deliveries.columns.actions')}</span>,
        meta: { className: 'w-px' },
        cell: ({ row }) => <ReplayButton delivery={row.original} />,
      },
    ],
    [t, expanded, toggle, endpointUrl],
  );
}
