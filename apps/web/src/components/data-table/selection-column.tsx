import type { ColumnDef } from '@tanstack/react-table';
import { Checkbox } from '~/components/ui/checkbox';
import type { RowSelection } from './use-selection';

/**
 * `columns` with a checkbox column first when the table has a `selection` (useRowSelection): the
 * header ticks the page, each row's box ticks the row. `labels` name the boxes for screen readers.
 */
export function withSelectionColumn<T extends { id: string }>(
  columns: ColumnDef<T>[],
  selection: RowSelection<T> | undefined,
  labels: { page: string; row: (row: T) => string },
): ColumnDef<T>[] {
  if (!selection) return columns;
  return [
    {
      id: 'select',
      meta: { className: 'w-10 pr-0' },
      header: () => (
        <Checkbox
          aria-label={labels.page}
          checked={selection.pageState}
          onCheckedChange={selection.togglePage}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={labels.row(row.original)}
          checked={selection.has(row.original.id)}
          onCheckedChange={(on) => selection.toggle(row.original, on)}
        />
      ),
    },
    ...columns,
  ];
}
