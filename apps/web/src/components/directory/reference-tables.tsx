'use client';

import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { TextCell } from '~/components/data-table/cells';
import { DataTable } from '~/components/data-table/data-table';
import { filtersListInput, useListState } from '~/components/data-table/use-list-state';
import { Badge } from '~/components/ui/badge';
import { useTRPC, type RouterOutputs } from '~/trpc/client';
import { activeColumn, column, searchOptions, strongColumn, updatedColumn } from './columns';

type Partner = RouterOutputs['directory']['partners']['items'][number];
type StaffRole = RouterOutputs['directory']['roles']['items'][number];
type Department = RouterOutputs['directory']['departments']['items'][number];

const KEEP = { placeholderData: keepPreviousData };

/** Title (or name), status and last change: the shape of roles and departments. */
function useTitledColumns<T extends { active: boolean; updated_at: string | null }>(
  key: 'title' | 'name',
  title: (row: T) => string,
) {
  const t = useTranslations('directory.columns');
  return useMemo(
    () => [
      strongColumn<T>(key, t(key), title),
      activeColumn<T>(t('status')),
      updatedColumn<T>(t('updated')),
    ],
    [t, key, title],
  );
}

export function PartnersTable({ label }: { label: string }) {
  const t = useTranslations('directory');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'name' });
  const query = useQuery(
    trpc.directory.partners.queryOptions(filtersListInput(list, { order_by: 'name' }), KEEP),
  );
  const columns = useMemo(
    () => [
      column<Partner>('name', t('columns.name'), (p) => (
        <div className="grid min-w-48 gap-0.5">
          <span className="font-medium">{p.name}</span>
          {p.legal_name ? (
            <span className="text-xs text-muted-foreground">{p.legal_name}</span>
          ) : null}
        </div>
      )),
      column<Partner>('inn', t('columns.inn'), (p) => (
        <span className="font-mono text-xs tabular-nums">{p.inn}</span>
      )),
      column<Partner>('subsidiary', t('columns.type'), (p) => (
        <Badge variant={p.subsidiary ? 'accent' : 'neutral'}>
          {p.subsidiary ? t('subsidiary') : t('partner')}
        </Badge>
      )),
      column<Partner>('comment', t('columns.comment'), (p) => <TextCell value={p.comment} />),
      activeColumn<Partner>(t('columns.status')),
    ],
    [t],
  );
  const searchFields = searchOptions([
    ['name', t('search.name')],
    ['inn', t('search.inn')],
    ['legal_name', t('search.legal_name')],
  ]);
  return <DataTable {...{ label, columns, list, query, searchFields }} />;
}

const roleTitle = (r: StaffRole) => r.title;
const departmentName = (d: Department) => d.name;

export function RolesTable({ label }: { label: string }) {
  const t = useTranslations('directory.search');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'title' });
  const query = useQuery(
    trpc.directory.roles.queryOptions(filtersListInput(list, { order_by: 'title' }), KEEP),
  );
  const columns = useTitledColumns('title', roleTitle);
  const searchFields = searchOptions([['title', t('title')]]);
  return <DataTable {...{ label, columns, list, query, searchFields }} />;
}

export function DepartmentsTable({ label }: { label: string }) {
  const t = useTranslations('directory.search');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'name' });
  const query = useQuery(
    trpc.directory.departments.queryOptions(filtersListInput(list, { order_by: 'name' }), KEEP),
  );
  const columns = useTitledColumns('name', departmentName);
  const searchFields = searchOptions([['name', t('name')]]);
  return <DataTable {...{ label, columns, list, query, searchFields }} />;
}
