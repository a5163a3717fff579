'use client';

import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { DataTable } from '~/components/data-table/data-table';
import { useListState } from '~/components/data-table/use-list-state';
import type { FlowRow } from './dashboard-query';
import { useLocalList } from './use-local-list';

type Row = FlowRow & { id: string };

const number = (k: 'created' | 'paid' | 'expired') => (a: Row, b: Row) => a[k] - b[k];
const COMPARE: Record<string, (a: Row, b: Row) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  created: number('created'),
  paid: number('paid'),
  expired: number('expired'),
  conversion: (a, b) => (a.conversion ?? -1) - (b.conversion ?? -1),
};

interface Props {
  kind: 'people' | 'agencies';
  rows: Row[] | undefined;
  state: { isPending: boolean; isFetching: boolean; error: unknown };
}

/** Bookings created, paid and expired in the period and the conversion, per responsible or agency. */
export function FlowTable({ kind, rows, state }: Props) {
  const t = useTranslations(`dashboard.${kind}`);
  const tc = useTranslations('dashboard.flow');
  const format = useFormatter();
  const list = useListState({ orderBy: 'created', direction: 'desc', limit: 10 });
  const query = useLocalList(rows, list, COMPARE, state);
  const columns = useMemo<ColumnDef<Row>[]>(() => {
    const count = (k: 'created' | 'paid' | 'expired'): ColumnDef<Row> => ({
      id: k,
      header: tc(k),
      meta: { sortBy: k, className: 'text-right tabular-nums' },
      cell: ({ row }) => format.number(row.original[k]),
    });
    return [
      {
        id: 'name',
        header: t('name'),
        meta: { sortBy: 'name' },
        cell: ({ row }) => row.original.name,
      },
      count('created'),
      count('paid'),
      count('expired'),
      {
        id: 'conversion',
        header: tc('conversion'),
        meta: { sortBy: 'conversion', className: 'text-right tabular-nums' },
        cell: ({ row }) =>
          row.original.conversion === null
            ? '—'
            : format.number(row.original.conversion, {
                style: 'percent',
                maximumFractionDigits: 1,
              }),
      },
    ];
  }, [t, tc, format]);
  return (
    <section aria-labelledby={`dashboard-${kind}`} className="grid gap-2">
      <h2 id={`dashboard-${kind}`} className="text-base font-semibold tracking-tight">
        {t('title')}
      </h2>
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        list={list}
        query={query}
        emptyText={tc('empty')}
        toolbar={false}
      />
    </section>
  );
}
