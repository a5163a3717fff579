'use client';

import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { ActiveBadge, BadgeList, Empty, fullName } from '~/components/data-table/cells';
import { DataTable } from '~/components/data-table/data-table';
import { filtersListInput, useListState } from '~/components/data-table/use-list-state';
import { useTRPC, type RouterOutputs } from '~/trpc/client';

type Employee = RouterOutputs['directory']['employees']['items'][number];
type Agent = RouterOutputs['directory']['agents']['items'][number];
type DirectoryUser = RouterOutputs['directory']['users']['items'][number];

function useNameSearch() {
  const t = useTranslations('directory.search');
  return [
    { value: 'last_name', label: t('last_name') },
    { value: 'first_name', label: t('first_name') },
  ];
}

const nameColumn = <
  T extends { first_name: string; last_name: string | null; second_name: string | null },
>(
  header: string,
): ColumnDef<T> => ({
  id: 'name',
  header,
  cell: ({ row }) => <span className="font-medium">{fullName(row.original)}</span>,
});

export function EmployeesTable({ label }: { label: string }) {
  const t = useTranslations('directory.columns');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'last_name' });
  const searchFields = useNameSearch();
  const query = useQuery({
    ...trpc.directory.employees.queryOptions(filtersListInput(list, { order_by: 'last_name' })),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<Employee>[]>(
    () => [
      nameColumn<Employee>(t('fullName')),
      {
        id: 'department',
        header: t('department'),
        cell: ({ row }) => row.original.department?.name ?? <Empty />,
      },
      {
        id: 'roles',
        header: t('jobRoles'),
        cell: ({ row }) => <BadgeList values={row.original.roles.map((r) => r.title)} />,
      },
      {
        id: 'active',
        header: t('status'),
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
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
      searchFields={searchFields}
    />
  );
}

export function AgentsTable({ label }: { label: string }) {
  const t = useTranslations('directory.columns');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'last_name' });
  const searchFields = useNameSearch();
  const query = useQuery({
    ...trpc.directory.agents.queryOptions(filtersListInput(list, { order_by: 'last_name' })),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<Agent>[]>(
    () => [
      nameColumn<Agent>(t('fullName')),
      {
        id: 'partners',
        header: t('agencies'),
        cell: ({ row }) => <BadgeList values={row.original.partners.map((p) => p.name)} />,
      },
      {
        id: 'roles',
        header: t('jobRoles'),
        cell: ({ row }) => <BadgeList values={row.original.roles.map((r) => r.title)} />,
      },
      {
        id: 'active',
        header: t('status'),
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
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
      searchFields={searchFields}
    />
  );
}

export function UserDirectoryTable({ label }: { label: string }) {
  const t = useTranslations('directory.columns');
  const ts = useTranslations('directory.search');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'full_name' });
  // Op 45 takes `{ full_name }` instead of the filters list.
  const input = {
    filter: list.query ? { full_name: list.query } : {},
    pagination: {
      page: list.page,
      limit: list.limit,
      order_by: 'full_name',
      direction: 'asc' as const,
    },
  };
  const query = useQuery({
    ...trpc.directory.users.queryOptions(input),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<DirectoryUser>[]>(
    () => [
      {
        id: 'full_name',
        header: t('fullName'),
        cell: ({ row }) => <span className="font-medium">{row.original.full_name}</span>,
      },
      { id: 'email', header: t('email'), cell: ({ row }) => row.original.email },
      {
        id: 'link',
        header: t('linkedTo'),
        cell: ({ row }) => {
          const { agent, employee } = row.original;
          const labels = [employee ? t('employee') : null, agent ? t('agent') : null].filter(
            (v): v is string => v !== null,
          );
          return <BadgeList values={labels} />;
        },
      },
      {
        id: 'active',
        header: t('status'),
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
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
      searchFields={[{ value: 'full_name', label: ts('full_name') }]}
    />
  );
}
