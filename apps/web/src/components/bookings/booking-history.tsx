'use client';

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  CircleAlert,
  CircleSlash,
  Eye,
  FolderInput,
  Hourglass,
  Link2,
  Link2Off,
  ListOrdered,
  Pencil,
  Plus,
  Send,
  Undo2,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Alert } from '~/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import type { SelectOption } from '~/components/ui/select';
import { useUnitLabel } from '~/lib/format';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { cn } from '~/lib/utils';
import { useTRPC } from '~/trpc/client';
import type { Booking } from './booking-query';
import { groupEvents, type HistoryEntry, type HistoryEvent } from './history-format';
import { useHistoryFormat } from './use-history-format';
import { useHistoryPeople } from './use-history-people';
import { DATE } from '~/lib/date-formats';

const LIMIT = 100;
const NO_ENTRIES: HistoryEntry[] = [];

const ICONS: Record<HistoryEvent['kind'], { icon: LucideIcon; tone: string }> = {
  created: { icon: Plus, tone: 'bg-emerald-100 text-emerald-800' },
  promoted: { icon: ListOrdered, tone: 'bg-emerald-100 text-emerald-800' },
  changed: { icon: Pencil, tone: 'bg-accent text-accent-foreground' },
  unit: { icon: Building2, tone: 'bg-blue-100 text-blue-800' },
  group: { icon: FolderInput, tone: 'bg-violet-100 text-violet-800' },
  cancelled: { icon: CircleSlash, tone: 'bg-red-100 text-red-800' },
  expired: { icon: Hourglass, tone: 'bg-slate-200 text-slate-700' },
  paid: { icon: BadgeCheck, tone: 'bg-emerald-100 text-emerald-800' },
  linkCreated: { icon: Link2, tone: 'bg-blue-100 text-blue-800' },
  linkRevoked: { icon: Link2Off, tone: 'bg-slate-200 text-slate-700' },
  linkPaid: { icon: BadgeCheck, tone: 'bg-emerald-100 text-emerald-800' },
  linkOpened: { icon: Eye, tone: 'bg-blue-100 text-blue-800' },
  linkSent: { icon: Send, tone: 'bg-blue-100 text-blue-800' },
  paymentReceived: { icon: Wallet, tone: 'bg-emerald-100 text-emerald-800' },
  paymentFailed: { icon: CircleAlert, tone: 'bg-red-100 text-red-800' },
  paymentRefund: { icon: Undo2, tone: 'bg-amber-100 text-amber-900' },
};

/** Creation skips what the event line already says (number, author, from the queue) and empty values. */
const SKIP_ON_CREATE = new Set(['number', 'owner', 'unit', 'queue_entry']);

/** The lines of an event: what its title does not already say. */
function eventLines(ev: HistoryEvent, shown: (e: HistoryEntry) => boolean): HistoryEntry[] {
  if (ev.kind === 'created' || ev.kind === 'promoted')
    return ev.entries.filter((e) => !SKIP_ON_CREATE.has(e.property) && shown(e));
  if (ev.kind === 'linkPaid') return ev.entries.filter((e) => e.property !== 'revoked_reason');
  return ev.entries;
}

/**
 * `bookings.history` for one booking, system entries and closed bookings included, as a timeline.
 */
export function BookingHistory({
  booking,
  regions,
  groupName,
}: {
  booking: Booking;
  regions: SelectOption[];
  groupName: (id: string) => string | undefined;
}) {
  const t = useTranslations('history');
  const format = useFormatter();
  const trpc = useTRPC();
  const errorMessage = useApiErrorMessage();
  const query = useQuery({
    ...trpc.bookings.history.queryOptions({
      filter: { bookings: [booking.id], include_system: true, include_expired: true },
      pagination: { page: 1, limit: LIMIT, order_by: 'id', direction: 'desc' },
    }),
    refetchInterval: 15_000,
  });
  const entries = query.data?.items ?? NO_ENTRIES;
  const person = useHistoryPeople(booking, entries);
  const unitLabel = useUnitLabel();
  const fmt = useHistoryFormat({
    userName: person,
    unitCode: (id) => (id === booking.unit ? unitLabel(booking.unit_data) : undefined),
    regionName: (id) => regions.find((r) => r.value === id)?.label,
    groupName,
  });
  const events = useMemo(() => groupEvents(entries), [entries]);
  const total = query.data?.pagination.total_count ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle id="booking-history-title">{t('title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.error ? (
          <Alert tone="error" role="alert" data-testid="list-error">
            {errorMessage(query.error)}
          </Alert>
        ) : query.isPending ? (
          <div className="grid gap-3" aria-hidden>
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-12 animate-pulse rounded-md bg-muted" />
            ))}
          </div>
        ) : (
          <ol aria-label={t('label', { number: booking.number })} className="grid">
            {events.map((ev, i) => {
              const { icon: Icon, tone } = ICONS[ev.kind];
              const lines = eventLines(ev, (e) => fmt.value(e, e.new_value) !== null);
              return (
                <li key={ev.key} className="relative flex gap-3 pb-5 last:pb-0">
                  {i < events.length - 1 ? (
                    <span
                      className="absolute top-8 bottom-0 left-[0.9375rem] w-px bg-border"
                      aria-hidden
                    />
                  ) : null}
                  <span
                    className={cn(
                      'relative flex size-8 shrink-0 items-center justify-center rounded-full',
                      tone,
                    )}
                    aria-hidden
                  >
                    <Icon className="size-4" />
                  </span>
                  <div className="grid min-w-0 flex-1 gap-1.5 pt-1">
                    <p className="text-sm">
                      <span className="font-semibold">{fmt.title(ev)}</span>
                      <span className="text-muted-foreground">
                        {' · '}
                        {person(ev.user, ev.userName)}
                        {' · '}
                        <time dateTime={ev.date}>
                          {format.dateTime(new Date(ev.date), DATE.logged)}
                        </time>
                      </span>
                    </p>
                    {lines.length ? (
                      <dl className="grid gap-1 text-sm">
                        {lines.map((e) => (
                          <div key={e.id} className="flex flex-wrap items-baseline gap-x-2">
                            <dt className="text-muted-foreground">{fmt.property(e.property)}:</dt>
                            <dd className="flex flex-wrap items-center gap-1.5">
                              {/* A value set where there was none (a new link, a payment) reads
                                  as itself, with no "— →" before it. */}
                              {e.old_value === null && ev.kind !== 'changed' ? null : (
                                <>
                                  <span className="text-muted-foreground line-through decoration-1">
                                    {fmt.value(e, e.old_value) ?? t('empty')}
                                  </span>
                                  <ArrowRight
                                    className="size-3.5 text-muted-foreground"
                                    aria-label={t('to')}
                                  />
                                </>
                              )}
                              <span className="font-medium [overflow-wrap:anywhere]">
                                {fmt.value(e, e.new_value) ?? t('empty')}
                              </span>
                            </dd>
                          </div>
                        ))}
                      </dl>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {total > LIMIT ? (
          <p className="mt-4 text-xs text-muted-foreground">{t('more', { count: LIMIT, total })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
