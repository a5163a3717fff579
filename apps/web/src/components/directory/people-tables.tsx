'use client';

import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Empty } from '~/components/data-table/cells';
import { DataTable } from '~/components/data-table/data-table';
import { filtersListInput, useListState } from '~/components/data-table/use-list-state';
import { useTRPC, type RouterOutputs } from '~/trpc/client';
import {
  activeColumn,
  badgesColumn,
  column,
  nameColumn,
  rolesColumn,
  searchOptions,
  strongColumn,
} from './columns';

type Employee = RouterOutputs['directory']['employees']['items'][number];
type Agent = RouterOutputs['directory']['agents']['items'][number];
type DirectoryUser = RouterOutputs['directory']['users']['items'][number];

const KEEP = { placeholderData: keepPreviousData };

/** Employees and agents: searched by last or first name, listed by last name. */
function usePeopleList() {
  const t = useTranslations('directory.search');
  const list = useListState({ searchField: 'last_name' });
  const searchFields = searchOptions([
    ['last_name', t('last_name')],
    ['first_name', t('first_name')],
  ]);
  return { list, input: filtersListInput(list, { order_by: 'last_name' }), searchFields };
}

export function EmployeesTable({ label }: { label: string }) {
  const t = useTranslations('directory.columns');
  const trpc = useTRPC();
  const { list, input, searchFields } = usePeopleList();
  const query = useQuery(trpc.directory.employees.queryOptions(input, KEEP));
  const columns = useMemo(
    () => [
      nameColumn<Employee>(t('fullName')),
      column<Employee>('department', t('department'), (e) => e.department?.name ?? <Empty />),
      rolesColumn<Employee>(t('jobRoles')),
      activeColumn<Employee>(t('status')),
    ],
    [t],
  );
  return <DataTable {...{ label, columns, list, query, searchFields }} />;
}

export function AgentsTable({ label }: { label: string }) {
  const t = useTranslations('directory.columns');
  const trpc = useTRPC();
  const { list, input, searchFields } = usePeopleList();
  const query = useQuery(trpc.directory.agents.queryOptions(input, KEEP));
  const columns = useMemo(
    () => [
      nameColumn<Agent>(t('fullName')),
      badgesColumn<Agent>('partners', t('agencies'), (a) => a.partners.map((p) => p.name)),
      rolesColumn<Agent>(t('jobRoles')),
      activeColumn<Agent>(t('status')),
    ],
    [t],
  );
  return <DataTable {...{ label, columns, list, query, searchFields }} />;
}

export function UserDirectoryTable({ label }: { label: string }) {
  const t = useTranslations('directory.columns');
  const ts = useTranslations('directory.search');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'full_name' });
  // `directory.users` takes `{ full_name }` instead of the filters list.
  const input = {
    filter: list.query ? { full_name: list.query } : {},
    pagination: {
      page: list.page,
      limit: list.limit,
      order_by: 'full_name',
      direction: 'asc' as const,
    },
  };
  const query = useQuery(trpc.directory.users.queryOptions(input, KEEP));
  const columns = useMemo(
    () => [
      strongColumn<DirectoryUser>('full_name', t('fullName'), (u) => u.full_name),
      column<DirectoryUser>('email', t('email'), (u) => u.email),
      badgesColumn<DirectoryUser>('link', t('linkedTo'), ({ agent, employee }) =>
        [employee ? t('employee') : null, agent ? t('agent') : null].filter(
          (v): v is string => v !== null,
        ),
      ),
      activeColumn<DirectoryUser>(t('status')),
    ],
    [t],
  );
  const searchFields = searchOptions([['full_name', ts('full_name')]]);
  return <DataTable {...{ label, columns, list, query, searchFields }} />;
}
