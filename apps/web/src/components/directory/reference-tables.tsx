'use client';

import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { ActiveBadge, DateCell, TextCell } from '~/components/data-table/cells';
import { DataTable } from '~/components/data-table/data-table';
import { filtersListInput, useListState } from '~/components/data-table/use-list-state';
import { Badge } from '~/components/ui/badge';
import { useTRPC, type RouterOutputs } from '~/trpc/client';

type Partner = RouterOutputs['directory']['partners']['items'][number];
type StaffRole = RouterOutputs['directory']['roles']['items'][number];
type Department = RouterOutputs['directory']['departments']['items'][number];

export function PartnersTable({ label }: { label: string }) {
  const t = useTranslations('directory');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'name' });
  const query = useQuery({
    ...trpc.directory.partners.queryOptions(filtersListInput(list, { order_by: 'name' })),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<Partner>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        cell: ({ row }) => (
          <div className="grid min-w-48 gap-0.5">
            <span className="font-medium">{row.original.name}</span>
            {row.original.legal_name ? (
              <span className="text-xs text-muted-foreground">{row.original.legal_name}</span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'inn',
        header: t('columns.inn'),
        cell: ({ row }) => (
          <span className="font-mono text-xs tabular-nums">{row.original.inn}</span>
        ),
      },
      {
        id: 'subsidiary',
        header: t('columns.type'),
        cell: ({ row }) => (
          <Badge variant={row.original.subsidiary ? 'accent' : 'neutral'}>
            {row.original.subsidiary ? t('subsidiary') : t('partner')}
          </Badge>
        ),
      },
      {
        id: 'comment',
        header: t('columns.comment'),
        cell: ({ row }) => <TextCell value={row.original.comment} />,
      },
      {
        id: 'active',
        header: t('columns.status'),
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
      },
    ],
    [t],
  );
  const searchFields = [
    { value: 'name', label: t('search.name') },
    { value: 'inn', label: t('search.inn') },
    { value: 'legal_name', label: t('search.legal_name') },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      list={list}
      query={query}
      searchFields={searchFields}
    />
  );
}

export function RolesTable({ label }: { label: string }) {
  const t = useTranslations('directory');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'title' });
  const query = useQuery({
    ...trpc.directory.roles.queryOptions(filtersListInput(list, { order_by: 'title' })),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<StaffRole>[]>(
    () => [
      {
        id: 'title',
        header: t('columns.title'),
        cell: ({ row }) => <span className="font-medium">{row.original.title}</span>,
      },
      {
        id: 'active',
        header: t('columns.status'),
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
      },
      {
        id: 'updated_at',
        header: t('columns.updated'),
        cell: ({ row }) => <DateCell value={row.original.updated_at} />,
      },
    ],
    [t],
  );
  return (
    <DataTable
      label={label}
      columns={columns}
      list={list}
      query={query}
      searchFields={[{ value: 'title', label: t('search.title') }]}
    />
  );
}

export function DepartmentsTable({ label }: { label: string }) {
  const t = useTranslations('directory');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'name' });
  const query = useQuery({
    ...trpc.directory.departments.queryOptions(filtersListInput(list, { order_by: 'name' })),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<Department>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
      },
      {
        id: 'active',
        header: t('columns.status'),
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
      },
      {
        id: 'updated_at',
        header: t('columns.updated'),
        cell: ({ row }) => <DateCell value={row.original.updated_at} />,
      },
    ],
    [t],
  );
  return (
    <DataTable
      label={label}
      columns={columns}
      list={list}
      query={query}
      searchFields={[{ value: 'name', label: t('search.name') }]}
    />
  );
}
