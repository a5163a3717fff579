'use client';

import { useMemo } from 'react';
import type { ListQuery } from '~/components/data-table/data-table';
import type { ListState } from '~/components/data-table/use-list-state';

/**
 * A list that is already in memory (a dashboard table) as the data table's query: sorted by the
 * column the user picked (`compare` per `order_by`) and cut into the table's pages here.
 */
export function useLocalList<T>(
  rows: T[] | undefined,
  list: ListState,
  compare: Record<string, (a: T, b: T) => number>,
  state: { isPending: boolean; isFetching: boolean; error: unknown },
): ListQuery<T> {
  const { page, limit, orderBy, direction } = list;
  const data = useMemo(() => {
    if (!rows) return undefined;
    const by = orderBy ? compare[orderBy] : undefined;
    const sorted = by
      ? [...rows].sort((a, b) => (direction === 'asc' ? by(a, b) : by(b, a)))
      : rows;
    return {
      items: sorted.slice((page - 1) * limit, page * limit),
      pagination: {
        page,
        limit,
        page_count: Math.max(1, Math.ceil(sorted.length / limit)),
        total_count: sorted.length,
      },
    };
  }, [rows, compare, page, limit, orderBy, direction]);
  return { data, ...state };
}
