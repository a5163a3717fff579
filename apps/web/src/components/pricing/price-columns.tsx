'use client';

import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { ChevronDown, History } from 'lucide-react';
import { Empty } from '~/components/data-table/cells';
import { withSelectionColumn } from '~/components/data-table/selection-column';
import type { RowSelection } from '~/components/data-table/use-selection';
import { Button } from '~/components/ui/button';
import { useUnitFormat } from '~/lib/format';
import { cn } from '~/lib/utils';
import type { PriceRecord } from './as-of';
import type { PricedUnit } from './priced-unit';
import type { RecordTotal } from './record-total';
import { ScheduledNote } from './scheduled-note';
import { SetPriceDialog } from './set-price-dialog';
import { useMoney } from '~/lib/format';

interface Options {
  /** The record in force for each unit of the page (today's or the chosen day's). */
  records: ReadonlyMap<string, PriceRecord> | undefined;
  /** Today: each unit's next scheduled price, shown under its price with the day it takes effect. */
  scheduled?: ReadonlyMap<string, PriceRecord>;
  /** Rows whose history is open. */
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Ticked rows: a checkbox column (sales heads today; whoever may put units in an offer). */
  selection?: RowSelection<PricedUnit>;
  /** Sales heads, today: the "set price" button. */
  writable: boolean;
  /**
   * Today (the total is units.list's `price`, and sorts on the server), or "as of" a past day (the
   * total of that day's record, computed here once `total` is downloaded).
   */
  today: boolean;
  total: RecordTotal | undefined;
}

/** The base prices table's columns. */
export function usePriceColumns({
  records,
  scheduled,
  open,
  onToggle,
  selection,
  writable,
  today,
  total,
}: Options) {
  const t = useTranslations('pricing.prices');
  const fmt = useUnitFormat();
  const money = useMoney();
  return useMemo<ColumnDef<PricedUnit>[]>(() => {
    const record = (u: PricedUnit) => records?.get(u.id);
    const columns: ColumnDef<PricedUnit>[] = [
      {
        id: 'code',
        header: t('columns.unit'),
        meta: { sortBy: 'code' },
        cell: ({ row: { original: u } }) => (
          <div className="grid gap-0.5 whitespace-nowrap">
            <span className="font-mono text-xs font-medium">{u.code}</span>
            <span className="text-xs text-muted-foreground">
              {t('place', { building: u.building, section: u.section, floor: u.floor })}
            </span>
          </div>
        ),
      },
      {
        id: 'total',
        header: t('columns.total'),
        meta: { sortBy: today ? 'base_price' : undefined, className: 'text-right' },
        cell: ({ row: { original: u } }) => {
          const r = record(u);
          const amount = today ? u.base_price : r && total?.(r, u.area);
          if (today ? u.base_price === null : records && !r)
            return (
              <span className="text-sm whitespace-nowrap text-muted-foreground">
                {t('noPrice')}
              </span>
            );
          const next = scheduled?.get(u.id);
          return (
            <div className="grid justify-items-end gap-0.5">
              {amount == null ? (
                <Empty />
              ) : (
                <span
                  className="font-semibold whitespace-nowrap tabular-nums"
                  data-testid="unit-total"
                >
                  {money(amount)}
                </span>
              )}
              {today && u.price !== null && u.price !== u.base_price ? (
                <span className="max-w-40 text-xs text-muted-foreground tabular-nums">
                  {t('withDefaults', { price: money(u.price) })}
                </span>
              ) : null}
              {next ? <ScheduledNote record={next} area={u.area} total={total} /> : null}
            </div>
          );
        },
      },
      {
        id: 'rooms',
        header: t('columns.rooms'),
        meta: { sortBy: 'rooms' },
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{fmt.rooms(row.original.rooms)}</span>
        ),
      },
      {
        id: 'area',
        header: t('columns.area'),
        meta: { sortBy: 'area', className: 'text-right' },
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{fmt.area(row.original.area)}</span>
        ),
      },
      {
        id: 'per_sq_m',
        header: t('columns.perSqM'),
        meta: { className: 'text-right' },
        cell: ({ row }) => {
          const r = record(row.original);
          return r ? (
            <span className="whitespace-nowrap tabular-nums">{money(r.price_per_sq_m)}</span>
          ) : (
            <Empty />
          );
        },
      },
      {
        id: 'fixed',
        header: t('columns.fixed'),
        meta: { className: 'text-right' },
        cell: ({ row }) => {
          const fixed = record(row.original)?.fixed_price;
          return fixed != null ? (
            <span className="whitespace-nowrap tabular-nums">{money(fixed)}</span>
          ) : (
            <Empty />
          );
        },
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        meta: { className: 'w-0 text-right' },
        cell: ({ row: { original: u } }) => (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={open.has(u.id)}
              aria-controls={`price-history-${u.id}`}
              aria-label={t('historyOf', { code: u.code })}
              onClick={() => onToggle(u.id)}
            >
              <History aria-hidden />
              <span className="hidden 2xl:inline">{t('history')}</span>
              <ChevronDown
                aria-hidden
                className={cn('transition-transform', open.has(u.id) && 'rotate-180')}
              />
            </Button>
            {writable ? (
              <SetPriceDialog
                unit={u}
                current={record(u)}
                trigger={
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('setPriceOf', { code: u.code })}
                  >
                    {t('setPrice')}
                  </Button>
                }
              />
            ) : null}
          </div>
        ),
      },
    ];
    return withSelectionColumn(columns, selection, {
      page: t('selectPage'),
      row: (r) => t('select', { code: r.code }),
    });
  }, [t, fmt, money, records, scheduled, open, onToggle, selection, writable, today, total]);
}
