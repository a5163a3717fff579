'use client';

import { Fragment, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
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
import { useApiErrorMessage } from '~/lib/use-api-error';
import { cn } from '~/lib/utils';
import { Pagination } from './pagination';
import { ariaSort, SortHeader } from './sort-header';
import type { ListState } from './use-list-state';

declare module '@tanstack/react-table' {
  // Merging with the library's interface requires its exact type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The `order_by` property this column sorts by (its header becomes a sort button). */
    sortBy?: string;
    /** Classes of the column's header and cells (widths, alignment). */
    className?: string;
    /**
     * The label of the column's values in a phone's row cards, when its header is not plain text
     * (a string header is its own label); none for action and checkbox columns.
     */
    label?: string;
  }
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="checkbox"]';

/**
 * Narrower gutters than a plain table's, and headers that wrap: the widest lists (eight columns and
 * row actions) fit a 1366 px laptop beside the navigation.
 */
const COMPACT = 'px-2.5 first:pl-4 last:pr-4';

/** What labels a column's values in a row card: its text header, or its `meta.label`. */
const cardLabel = <T,>(column: ColumnDef<T>) =>
  typeof column.header === 'string' ? column.header : column.meta?.label;

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
  /** A free-text search box without a field chooser (the procedure searches several fields). */
  searchable?: boolean;
  /** Buttons shown beside the search box (e.g. "Register user"). */
  actions?: ReactNode;
  /** More filters, in a row under the search box. */
  filters?: ReactNode;
  /** Whether filters other than the search box are set (for the empty-state text). */
  filtered?: boolean;
  /** What an empty list says when nothing is searched or filtered. */
  emptyText?: string;
  getRowId?: (row: T) => string;
  /** Opens the row (mouse); keep a link in the row for keyboard users. */
  onRowClick?: (row: T) => void;
  /** Content of a full-width row under a row (expanded details), or null. */
  renderExpanded?: (row: T) => ReactNode;
  /** The bar above the table (search, actions, the refresh spinner); off for a plain table. */
  toolbar?: boolean;
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
  searchable,
  actions,
  filters,
  filtered,
  emptyText,
  getRowId = (row) => row.id,
  onRowClick,
  renderExpanded,
  toolbar = true,
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
  const showSearch = searchable || (searchFields?.length ?? 0) > 0;

  return (
    <Card className="overflow-hidden">
      <div
        className={cn(
          'flex flex-col gap-2 border-b p-3 sm:flex-row sm:items-center sm:p-4',
          !toolbar && 'hidden',
        )}
      >
        {showSearch ? (
          <div
            className="flex flex-1 flex-col gap-2 sm:flex-row"
            role="search"
            aria-label={t('searchIn', { table: label })}
          >
            <div className="relative flex-1 sm:max-w-md">
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
            {showChooser && searchFields ? (
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

      {filters ? <div className="border-b bg-muted/30 p-3 sm:px-4">{filters}</div> : null}

      {query.error ? (
        <div className="p-4">
          <Alert tone="error" role="alert" data-testid="list-error">
            {errorMessage(query.error)}
          </Alert>
        </div>
      ) : null}

      {/* `data-table`: under 640 px each row is a card of "label: value" lines (globals.css). */}
      <Table aria-label={label} aria-busy={query.isFetching} className="data-table">
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => {
                const { sortBy, className } = header.column.columnDef.meta ?? {};
                const title = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <TableHead
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort(list, sortBy)}
                    className={cn(COMPACT, 'whitespace-normal', className)}
                  >
                    {sortBy ? (
                      <SortHeader list={list} sortBy={sortBy}>
                        {title}
                      </SortHeader>
                    ) : (
                      title
                    )}
                  </TableHead>
                );
              })}
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
                  <span className="text-sm">
                    {list.query || filtered ? t('noResults') : (emptyText ?? t('empty'))}
                  </span>
                </div>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const expanded = renderExpanded?.(row.original);
              return (
                <Fragment key={row.id}>
                  <TableRow
                    onClick={
                      onRowClick
                        ? (e) => {
                            // Links, checkboxes and buttons in the row do their own thing.
                            if ((e.target as HTMLElement).closest(INTERACTIVE)) return;
                            onRowClick(row.original);
                          }
                        : undefined
                    }
                    className={cn(onRowClick && 'cursor-pointer', expanded && 'border-b-0')}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <TableCell
                        key={cell.id}
                        className={cn(COMPACT, cell.column.columnDef.meta?.className)}
                        data-label={cardLabel(cell.column.columnDef)}
                      >
                        <div className="data-table-value">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </div>
                      </TableCell>
                    ))}
                  </TableRow>
                  {expanded ? (
                    <TableRow className="bg-muted/30 hover:bg-muted/30">
                      <TableCell colSpan={columns.length} className="px-4 pt-0 pb-4">
                        {expanded}
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              );
            })
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
