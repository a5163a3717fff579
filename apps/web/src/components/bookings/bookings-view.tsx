'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTimeZone, useTranslations } from 'next-intl';
import { FolderPlus, X } from 'lucide-react';
import { ExportButton } from '~/components/common/export-button';
import { useViewer } from '~/components/common/me-context';
import { DataTable } from '~/components/data-table/data-table';
import { listPagination, useListState } from '~/components/data-table/use-list-state';
import { Button } from '~/components/ui/button';
import type { SelectOption } from '~/components/ui/select';
import { useToast } from '~/components/ui/toast';
import { useRefreshUnits } from '~/components/units/use-refresh-units';
import { useTRPC, useTRPCClient } from '~/trpc/client';
import { useBookingColumns } from './booking-columns';
import {
  BookingFilters,
  expiringOn,
  hasBookingFilter,
  NO_BOOKING_FILTER,
  searchFilter,
  type BookingFilterState,
} from './booking-filters';
import type { Booking } from './booking-query';
import { GroupNameDialog } from './group-name-dialog';
import { useBookingSelection } from './use-selection';

const NO_ROWS: Booking[] = [];

/**
 * Bookings (`bookings.search`): search, filters, sorting; ticked rows can become a booking group.
 */
export function BookingsView({
  regions,
  expires,
}: {
  regions: SelectOption[];
  /** Opens the list filtered to the bookings that expire on this day (`?expires=YYYY-MM-DD`). */
  expires?: string;
}) {
  const t = useTranslations('bookings');
  const tg = useTranslations('groups');
  const viewer = useViewer();
  const router = useRouter();
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const toast = useToast();
  const refresh = useRefreshUnits();
  const list = useListState({ orderBy: 'number', direction: 'desc' });
  const timeZone = useTimeZone() ?? 'UTC';
  const [filters, setFilters] = useState<BookingFilterState>(() =>
    expires ? expiringOn(expires) : NO_BOOKING_FILTER,
  );
  const query = useQuery({
    ...trpc.bookings.search.queryOptions({
      filter: searchFilter(filters, list.query, timeZone),
      pagination: listPagination(list, 'number'),
    }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const { selection, selected, clear } = useBookingSelection(query.data?.items ?? NO_ROWS);
  const columns = useBookingColumns({
    selection: viewer.can('bookings.write') ? selection : undefined,
  });

  const changeFilters = (next: BookingFilterState) => {
    setFilters(next);
    list.setPage(1);
  };

  async function group(name: string) {
    // The plain client: nothing caches this call, and react-query's mutation observer would be
    // this screen's only use of it.
    await trpcClient.bookingGroups.create.mutate({ name, bookings: [...selected.keys()] });
    await refresh();
    toast({ tone: 'success', title: tg('created', { name }) });
    clear();
  }

  const actions =
    viewer.can('bookings.write') && selected.size > 0 ? (
      <div className="flex items-center gap-2">
        <span className="text-sm whitespace-nowrap text-muted-foreground" aria-live="polite">
          {t('selected', { count: selected.size })}
        </span>
        <Button variant="ghost" size="icon" aria-label={t('clearSelection')} onClick={clear}>
          <X aria-hidden />
        </Button>
        <GroupNameDialog
          trigger={
            <Button size="sm">
              <FolderPlus aria-hidden />
              {t('groupSelected')}
            </Button>
          }
          title={tg('createTitle')}
          description={tg('createDescription', { count: selected.size })}
          submitLabel={tg('create')}
          onSubmit={group}
        />
      </div>
    ) : null;

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      list={list}
      query={query}
      searchable
      searchPlaceholder={t('searchPlaceholder')}
      actions={
        <>
          {actions}
          <ExportButton kind="bookings" filter={searchFilter(filters, list.query, timeZone)} />
        </>
      }
      filters={<BookingFilters value={filters} onChange={changeFilters} regions={regions} />}
      filtered={hasBookingFilter(filters)}
      emptyText={viewer.can('bookings.write') ? t('emptyHint') : t('empty')}
      onRowClick={(b) => router.push(`/bookings/${b.id}`)}
    />
  );
}
