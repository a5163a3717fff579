'use client';

import { useId, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DataTable } from '~/components/data-table/data-table';
import { FilterField, FoldingFilters } from '~/components/data-table/folding-filters';
import { listPagination, useListState } from '~/components/data-table/use-list-state';
import { Select } from '~/components/ui/select';
import { useTRPC } from '~/trpc/client';
import { useDocumentColumns } from './document-columns';
import {
  DOCUMENT_KINDS,
  documentFilters,
  type DocumentKind,
  type DocumentSearchField,
} from './document-filter';

const ALL = '__all__';

/** /documents: the issued offers and schedules, newest first, searched and filtered by kind. */
export function DocumentsView() {
  const t = useTranslations('documents.list');
  const trpc = useTRPC();
  const list = useListState({
    orderBy: 'created_at',
    direction: 'desc',
    searchField: 'customer_name' satisfies DocumentSearchField,
  });
  const [kind, setKind] = useState<DocumentKind | undefined>();
  const filters = useMemo(
    () => documentFilters(kind, { field: list.searchField, text: list.query }),
    [kind, list.searchField, list.query],
  );
  const query = useQuery({
    ...trpc.documents.list.queryOptions({
      filter: { filters },
      pagination: listPagination(list, 'created_at'),
    }),
    placeholderData: keepPreviousData,
  });
  const columns = useDocumentColumns();
  const changeKind = (next: DocumentKind | undefined) => {
    setKind(next);
    list.setPage(1);
  };

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      list={list}
      query={query}
      searchFields={[
        { value: 'customer_name', label: t('searchCustomer') },
        { value: 'number', label: t('searchNumber') },
      ]}
      searchPlaceholder={
        list.searchField === 'number' ? t('searchNumberPlaceholder') : t('searchPlaceholder')
      }
      filters={<KindFilter value={kind} onChange={changeKind} />}
      filtered={kind !== undefined}
      emptyText={t('empty')}
    />
  );
}

function KindFilter({
  value,
  onChange,
}: {
  value: DocumentKind | undefined;
  onChange: (kind: DocumentKind | undefined) => void;
}) {
  const t = useTranslations('documents.list');
  const id = useId();
  return (
    <FoldingFilters
      toggle={value ? t('filtersCount', { count: 1 }) : t('filters')}
      reset={value ? { label: t('reset'), onReset: () => onChange(undefined) } : null}
    >
      <FilterField id={`${id}-kind`} label={t('kindFilter')} className="w-full sm:w-56">
        <Select
          id={`${id}-kind`}
          className="h-8"
          value={value ?? ALL}
          onValueChange={(v) => onChange(DOCUMENT_KINDS.find((k) => k === v))}
          options={[
            { value: ALL, label: t('kindAll') },
            ...DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`kindPlural.${k}`) })),
          ]}
        />
      </FilterField>
    </FoldingFilters>
  );
}
