'use client';

import { useEffect, useState } from 'react';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListState {
  page: number;
  limit: number;
  /** What the user typed. */
  search: string;
  /** `search`, settled for 300 ms: what goes to the server. */
  query: string;
  searchField: string;
  /** Server-side order chosen in the column headers (undefined: the screen's default). */
  orderBy: string | undefined;
  direction: 'asc' | 'desc';
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  setSearch: (search: string) => void;
  setSearchField: (field: string) => void;
  setSort: (orderBy: string, direction: 'asc' | 'desc') => void;
}

/** Page, page size and search of a server-side list; a new search or size goes back to page 1. */
export function useListState(
  options: {
    searchField?: string;
    limit?: number;
    orderBy?: string;
    direction?: 'asc' | 'desc';
  } = {},
): ListState {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState(options.limit ?? 20);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [searchField, setSearchFieldState] = useState(options.searchField ?? '');
  const [sort, setSortState] = useState({
    orderBy: options.orderBy,
    direction: options.direction ?? ('asc' as 'asc' | 'desc'),
  });

  useEffect(() => {
    const handle = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(handle);
  }, [search]);

  return {
    page,
    limit,
    search,
    query,
    searchField,
    orderBy: sort.orderBy,
    direction: sort.direction,
    setPage,
    setSearch,
    setLimit: (value) => {
      setLimitState(value);
      setPage(1);
    },
    setSearchField: (value) => {
      setSearchFieldState(value);
      setPage(1);
    },
    setSort: (orderBy, direction) => {
      setSortState({ orderBy, direction });
      setPage(1);
    },
  };
}

/** The list's page, size and sort as the list procedures take them; `orderBy` until one is chosen. */
export function listPagination(list: ListState, orderBy: string) {
  return {
    page: list.page,
    limit: list.limit,
    order_by: list.orderBy ?? orderBy,
    direction: list.direction,
  };
}

/** The shared `{ filter: { filters }, pagination }` request: a LIKE on the chosen field. */
export function filtersListInput(
  list: ListState,
  order: { order_by?: string; direction?: 'asc' | 'desc' } = {},
) {
  const property = list.searchField;
  return {
    filter: {
      filters:
        list.query && property
          ? [{ property, operator: 'LIKE' as const, value: [list.query] }]
          : [],
    },
    pagination: {
      ...listPagination(list, order.order_by ?? 'id'),
      direction: list.orderBy ? list.direction : (order.direction ?? 'asc'),
    },
  };
}
