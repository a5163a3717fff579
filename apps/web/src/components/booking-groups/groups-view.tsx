'use client';

import { useCallback, useState } from 'react';
import Link from 'next/link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useViewer } from '~/components/common/me-context';
import { BookingStatusBadge } from '~/components/bookings/booking-status';
import { Countdown } from '~/components/bookings/countdown';
import { useBookingPerson } from '~/components/bookings/use-booking-person';
import { DataTable } from '~/components/data-table/data-table';
import { filtersListInput, useListState } from '~/components/data-table/use-list-state';
import { useTRPC } from '~/trpc/client';
import type { Group } from './group';
import { useGroupColumns } from './group-columns';

/** Booking groups (`bookingGroups.list`) with their bookings in expandable rows. */
export function GroupsView() {
  const t = useTranslations('groups');
  const viewer = useViewer();
  const trpc = useTRPC();
  const list = useListState({ searchField: 'name', orderBy: 'created_at', direction: 'desc' });
  const query = useQuery({
    ...trpc.bookingGroups.list.queryOptions(filtersListInput(list)),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const columns = useGroupColumns({
    expanded,
    toggle,
    canEdit: viewer.can('bookings.write'),
  });

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      list={list}
      query={query}
      searchFields={[{ value: 'name', label: t('name') }]}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={viewer.can('bookings.write') ? t('emptyHint') : t('empty')}
      onRowClick={(g) => toggle(g.id)}
      renderExpanded={(g) => (expanded.has(g.id) ? <GroupBookings group={g} /> : null)}
    />
  );
}

function GroupBookings({ group }: { group: Group }) {
  const t = useTranslations('groups');
  const person = useBookingPerson();
  if (group.bookings.length === 0)
    return (
      <p className="rounded-md border border-dashed bg-background px-4 py-3 text-sm text-muted-foreground">
        {t('noBookings')}
      </p>
    );
  return (
    <ul
      className="grid divide-y rounded-md border bg-background"
      aria-label={t('bookingsOf', { name: group.name })}
    >
      {group.bookings.map((b) => (
        <li
          key={b.id}
          className="grid grid-cols-2 items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:grid-cols-[5rem_9rem_10rem_minmax(0,1fr)_8rem]"
        >
          <Link
            href={`/bookings/${b.id}`}
            className="font-semibold text-primary tabular-nums hover:underline"
          >
            №{b.number}
          </Link>
          <span className="font-mono text-xs">{b.unit_data.code}</span>
          <BookingStatusBadge status={b.status} overdue={b.overdue} />
          <span className="truncate">{person(b.responsible, b.responsible_name)}</span>
          {b.status === 'BOOKING_STATUS_CANCELLED' ? (
            <span className="text-muted-foreground">—</span>
          ) : (
            <Countdown until={b.expiration_date} paid={b.status === 'BOOKING_STATUS_PAID'} />
          )}
        </li>
      ))}
    </ul>
  );
}
