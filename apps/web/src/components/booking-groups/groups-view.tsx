'use client';

import { lazy, Suspense, useCallback, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useViewer } from '~/components/common/me-context';
import { DataTable } from '~/components/data-table/data-table';
import { filtersListInput, useListState } from '~/components/data-table/use-list-state';
import { useTRPC } from '~/trpc/client';
import { useGroupColumns } from './group-columns';

// A group's bookings (status badges, countdowns) download on the first expanded row, not with the
// screen: most visits read the list of groups only.
const GroupBookings = lazy(() =>
  import('./group-bookings').then((m) => ({ default: m.GroupBookings })),
);

/** Booking groups (`bookingGroups.list`) with their bookings in expandable rows. */
export function GroupsView() {
  const t = useTranslations('groups');
  const loading = useTranslations('table')('loading');
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
      renderExpanded={(g) =>
        expanded.has(g.id) ? (
          <Suspense fallback={<p className="px-4 py-3 text-sm text-muted-foreground">{loading}</p>}>
            <GroupBookings group={g} />
          </Suspense>
        ) : null
      }
    />
  );
}
