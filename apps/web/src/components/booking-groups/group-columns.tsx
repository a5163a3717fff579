'use client';

import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { ChevronRight } from 'lucide-react';
import { useBookingPerson } from '~/components/bookings/use-booking-person';
import { DateCell } from '~/components/data-table/cells';
import { Badge } from '~/components/ui/badge';
import { focusRing } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import type { Group } from './group';
import { GroupActions } from './group-actions';

/** Columns of the booking groups table; the first toggles the row's list of bookings. */
export function useGroupColumns({
  expanded,
  toggle,
  canEdit,
}: {
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  canEdit: boolean;
}) {
  const t = useTranslations('groups');
  const person = useBookingPerson();
  return useMemo<ColumnDef<Group>[]>(() => {
    const columns: ColumnDef<Group>[] = [
      {
        id: 'expand',
        meta: { className: 'w-10 pr-0' },
        header: () => <span className="sr-only">{t('columns.expand')}</span>,
        cell: ({ row }) => {
          const open = expanded.has(row.original.id);
          return (
            <button
              type="button"
              aria-expanded={open}
              aria-label={t(open ? 'collapse' : 'expand', { name: row.original.name })}
              onClick={() => toggle(row.original.id)}
              className={cn('rounded p-1 text-muted-foreground hover:bg-muted', focusRing)}
            >
              <ChevronRight
                className={cn('size-4 transition-transform', open && 'rotate-90')}
                aria-hidden
              />
            </button>
          );
        },
      },
      {
        id: 'name',
        header: t('columns.name'),
        meta: { sortBy: 'name' },
        cell: ({ row }) => <span className="block min-w-48 font-medium">{row.original.name}</span>,
      },
      {
        id: 'bookings',
        header: t('columns.bookings'),
        cell: ({ row }) => (
          <Badge variant={row.original.bookings.length ? 'accent' : 'neutral'}>
            {t('count', { count: row.original.bookings.length })}
          </Badge>
        ),
      },
      {
        id: 'owner',
        header: t('columns.owner'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {person(row.original.owner, row.original.owner_name)}
          </span>
        ),
      },
      {
        id: 'active',
        header: t('columns.status'),
        cell: ({ row }) => (
          <Badge variant={row.original.active ? 'success' : 'neutral'}>
            {row.original.active ? t('active') : t('inactive')}
          </Badge>
        ),
      },
      {
        id: 'created_at',
        header: t('columns.created'),
        meta: { sortBy: 'created_at' },
        cell: ({ row }) => <DateCell value={row.original.created_at} />,
      },
    ];
    if (!canEdit) return columns;
    return [
      ...columns,
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        meta: { className: 'text-right' },
        cell: ({ row }) => <GroupActions group={row.original} />,
      },
    ];
  }, [t, person, expanded, toggle, canEdit]);
}
