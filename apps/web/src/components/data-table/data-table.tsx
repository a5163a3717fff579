'use client';

import type { ReactNode } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Inbox, Loader2, Search } from 'lucide-react';
import { Alert } from '~/components/ui/alert';
import { Card } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Select, type SelectOption } from '~/components/ui/select';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { useApiErrorMessage } from '~/lib/api-error';
import { cn } from '~/lib/utils';
import { Pagination } from './pagination';
import type { ListState } from './use-list-state';

export interface ListPage<T> {
  items: T[];
  pagination: { page: number; limit: number; page_count: number; total_count: number };
}

/** What the table needs from a `useQuery` result. */
export interface ListQuery<T> {
  data: ListPage<T> | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
}

interface DataTableProps<T> {
  /** Accessible name of the table (and of its search box and pagination). */
  label: string;
  columns: ColumnDef<T>[];
  list: ListState;
  query: ListQuery<T>;
  /** Properties the search box can look in (LIKE); one option hides the chooser. */
  searchFields?: readonly SelectOption[];
  searchPlaceholder?: string;
  /** Buttons shown beside the search box (e.g. "Register user"). */
  actions?: ReactNode;
  getRowId?: (row: T) => string;
}

/**
 * The one list view of the app: search, server-side pagination, loading / empty / error states.
 * Every list screen passes its columns and its query; none repeats the table code.
 */
export function DataTable<T extends { id: string }>({
  label,
  columns,
  list,
  query,
  searchFields,
  searchPlaceholder,
  actions,
  getRowId = (row) => row.id,
}: DataTableProps<T>) {
  const t = useTranslations('table');
  const errorMessage = useApiErrorMessage();
  const table = useReactTable({
    data: query.data?.items ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    pageCount: query.data?.pagination.page_count ?? -1,
  });
  const rows = table.getRowModel().rows;
  const showChooser = (searchFields?.length ?? 0) > 1;

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-2 border-b p-3 sm:flex-row sm:items-center sm:p-4">
        {searchFields && searchFields.length > 0 ? (
          <div
            className="flex flex-1 flex-col gap-2 sm:flex-row"
            role="search"
            aria-label={t('searchIn', { table: label })}
          >
            <div className="relative flex-1 sm:max-w-sm">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                type="search"
                aria-label={t('search')}
                placeholder={searchPlaceholder ?? t('searchPlaceholder')}
                value={list.search}
                onChange={(e) => list.setSearch(e.target.value)}
                className="pl-9"
              />
            </div>
            {showChooser ? (
              <Select
                aria-label={t('searchField')}
                className="sm:w-48"
                value={list.searchField}
                onValueChange={list.setSearchField}
                options={searchFields}
              />
            ) : null}
          </div>
        ) : (
          <div className="flex-1" />
        )}
        <div className="flex items-center gap-2">
          {query.isFetching && !query.isPending ? (
            <Loader2
              className="size-4 animate-spin text-muted-foreground"
              aria-label={t('loading')}
            />
          ) : null}
          {actions}
        </div>
      </div>

      {query.error ? (
        <div className="p-4">
          <Alert tone="error" role="alert" data-testid="list-error">
            {errorMessage(query.error)}
          </Alert>
        </div>
      ) : null}

      <Table aria-label={label} aria-busy={query.isFetching}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <TableHead key={header.id} scope="col">
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody
          className={cn(query.isFetching && !query.isPending && 'opacity-60 transition-opacity')}
        >
          {query.isPending ? (
            Array.from({ length: 5 }, (_, i) => (
              <TableRow key={`skeleton-${i}`} aria-hidden>
                {columns.map((_, j) => (
                  <TableCell key={j}>
                    <div className="h-4 w-full max-w-40 animate-pulse rounded bg-muted" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columns.length} className="py-14 text-center">
                <div className="flex flex-col items-center gap-2 text-muted-foreground">
                  <Inbox className="size-8" aria-hidden />
                  <span className="text-sm">{list.query ? t('noResults') : t('empty')}</span>
                </div>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>

      <Pagination
        list={list}
        label={label}
        pageCount={query.data?.pagination.page_count ?? 0}
        totalCount={query.data?.pagination.total_count ?? 0}
      />
    </Card>
  );
}
