'use client';

import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { DateCell, Empty } from '~/components/data-table/cells';
import { Badge } from '~/components/ui/badge';
import { EndpointActions } from './endpoint-actions';
import { EndpointStatus } from './endpoint-status';
import { allEvents, eventKey, type Endpoint } from './model';
import { DATE } from '~/lib/date-formats';

/** How many event types a row shows before "+N more". */
const SHOWN_EVENTS = 3;

function EventBadges({ events }: { events: Endpoint['events'] }) {
  const t = useTranslations('webhooks');
  if (allEvents(events)) return <Badge variant="accent">{t('endpoints.allEvents')}</Badge>;
  const rest = events.length - SHOWN_EVENTS;
  return (
    <div className="flex flex-wrap justify-end gap-1 sm:justify-start">
      {events.slice(0, SHOWN_EVENTS).map((type) => (
        <Badge key={type} title={t(`events.${eventKey(type)}`)} className="font-mono">
          {type}
        </Badge>
      ))}
      {rest > 0 ? (
        <Badge
          variant="neutral"
          title={events
            .slice(SHOWN_EVENTS)
            .map((type) => t(`events.${eventKey(type)}`))
            .join(', ')}
        >
          {t('endpoints.moreEvents', { count: rest })}
        </Badge>
      ) : null}
    </div>
  );
}

/** The secret rotated less than 24 h ago: until when the old one still signs. */
function SecretOverlap({ until }: { until: string | null }) {
  const t = useTranslations('webhooks.endpoints');
  const format = useFormatter();
  if (!until || new Date(until).getTime() <= Date.now()) return null;
  return (
    <span className="text-xs text-muted-foreground">
      {t('secretOverlap', {
        date: format.dateTime(new Date(until), DATE.moment),
      })}
    </span>
  );
}

/** Columns of the endpoints table; the last holds the row's actions. */
export function useEndpointColumns() {
  const t = useTranslations('webhooks.endpoints');
  return useMemo<ColumnDef<Endpoint>[]>(
    () => [
      {
        id: 'url',
        header: t('columns.url'),
        meta: { sortBy: 'url' },
        cell: ({ row }) => (
          <div className="grid max-w-96 min-w-48 gap-0.5">
            <span className="font-mono text-xs break-all">{row.original.url}</span>
            {row.original.description ? (
              <span className="text-xs text-muted-foreground">{row.original.description}</span>
            ) : null}
            <SecretOverlap until={row.original.previous_secret_expires_at} />
          </div>
        ),
      },
      {
        id: 'events',
        header: t('columns.events'),
        cell: ({ row }) => <EventBadges events={row.original.events} />,
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row }) => <EndpointStatus endpoint={row.original} />,
      },
      {
        id: 'failing_since',
        header: t('columns.failingSince'),
        cell: ({ row }) =>
          row.original.failing_since ? (
            <span className="text-warning">
              <DateCell value={row.original.failing_since} />
            </span>
          ) : (
            <Empty />
          ),
      },
      {
        id: 'created_at',
        header: t('columns.created'),
        meta: { sortBy: 'created_at' },
        cell: ({ row }) => <DateCell value={row.original.created_at} />,
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        meta: { className: 'w-px' },
        cell: ({ row }) => <EndpointActions endpoint={row.original} />,
      },
    ],
    [t],
  );
}
