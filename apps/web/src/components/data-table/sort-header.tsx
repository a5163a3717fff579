'use client';

import { useTranslations } from 'next-intl';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { focusRing } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import type { ListState } from './use-list-state';

/** `aria-sort` of a header whose column orders the list by `sortBy`. */
export function ariaSort(list: ListState, sortBy: string | undefined) {
  if (!sortBy) return undefined;
  if (list.orderBy !== sortBy) return 'none' as const;
  return list.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

/** A column title that orders the list by its property: asc, then desc, on each click. */
export function SortHeader({
  list,
  sortBy,
  children,
}: {
  list: ListState;
  sortBy: string;
  children: React.ReactNode;
}) {
  const t = useTranslations('table');
  const active = list.orderBy === sortBy;
  const Icon = !active ? ArrowUpDown : list.direction === 'asc' ? ArrowUp : ArrowDown;
  const next = active && list.direction === 'asc' ? 'desc' : 'asc';
  return (
    <button
      type="button"
      onClick={() => list.setSort(sortBy, next)}
      title={t(next === 'asc' ? 'sortAsc' : 'sortDesc')}
      className={cn(
        '-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 uppercase hover:text-foreground',
        active && 'text-foreground',
        focusRing,
      )}
    >
      {children}
      <Icon className={cn('size-3.5', !active && 'opacity-50')} aria-hidden />
    </button>
  );
}
