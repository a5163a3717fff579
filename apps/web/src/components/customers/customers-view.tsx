'use client';

import { lazy, Suspense, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { formatPhone } from '@app/validators/phone';
import { useViewer } from '~/components/common/me-context';
import { ActiveBadge, DateCell, TextCell } from '~/components/data-table/cells';
import { DataTable } from '~/components/data-table/data-table';
import { listPagination, useListState } from '~/components/data-table/use-list-state';
import { useTRPC, type RouterOutputs } from '~/trpc/client';
import { customerFilter } from './customer-search';

export type CustomerRow = RouterOutputs['customers']['list']['items'][number];

// A customer's file downloads on the first opened row.
const CustomerFile = lazy(() =>
  import('./customer-file').then((m) => ({ default: m.CustomerFile })),
);

/** Customers (`customers.list`): search by phone or name; a row opens the customer's file. */
export function CustomersView() {
  const t = useTranslations('customers');
  const loading = useTranslations('table')('loading');
  const viewer = useViewer();
  const phones = viewer.can('customers.write');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'name', orderBy: 'name', direction: 'asc' });
  const input = {
    filter: {
      filters: [
        ...customerFilter(list.query ?? '', phones),
        { property: 'active', operator: 'EQ' as const, value: [true] },
      ],
    },
    pagination: { ...listPagination(list, 'name'), direction: list.direction },
  };
  const query = useQuery({
    ...trpc.customers.list.queryOptions(input),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<CustomerRow>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        meta: { sortBy: 'name' },
        cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
      },
      {
        id: 'phone',
        header: t('columns.phone'),
        cell: ({ row }) => (
          <TextCell
            value={
              row.original.phone.includes('*')
                ? row.original.phone
                : formatPhone(row.original.phone)
            }
          />
        ),
      },
      {
        id: 'email',
        header: t('columns.email'),
        cell: ({ row }) => <TextCell value={row.original.email} />,
      },
      {
        id: 'active',
        header: t('columns.status'),
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
      },
      {
        id: 'created_at',
        header: t('columns.created'),
        meta: { sortBy: 'created_at' },
        cell: ({ row }) => <DateCell value={row.original.created_at} />,
      },
    ],
    [t],
  );

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      list={list}
      query={query}
      searchable
      searchPlaceholder={phones ? t('searchPlaceholder') : t('searchNamePlaceholder')}
      emptyText={t('empty')}
      onRowClick={(c) => setOpen((id) => (id === c.id ? null : c.id))}
      renderExpanded={(c) =>
        open === c.id ? (
          <Suspense fallback={<p className="px-4 py-3 text-sm text-muted-foreground">{loading}</p>}>
            <CustomerFile id={c.id} />
          </Suspense>
        ) : null
      }
    />
  );
}
