'use client';

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ListChecks, Percent, X } from 'lucide-react';
import { ExportButton } from '~/components/common/export-button';
import { useViewer } from '~/components/common/me-context';
import { DataTable } from '~/components/data-table/data-table';
import { useListState } from '~/components/data-table/use-list-state';
import { useRowSelection } from '~/components/data-table/use-selection';
import { Button } from '~/components/ui/button';
import { useNumberLocale } from '~/lib/format';
import { lazyComponent } from '~/lib/lazy-component';
import { useDebouncedValue } from '~/lib/use-debounced-value';
import { useTRPC, useTRPCClient } from '~/trpc/client';
import { endOfDay } from './as-of';
import { BulkConditionsButton } from './bulk-conditions/bulk-conditions-button';
import { BulkPriceDialog } from './bulk-price-dialog';
import { usePriceColumns } from './price-columns';
import type { PricedUnit } from './priced-unit';
import { PriceSelectionProvider } from './price-selection';
import { hasPriceFilter, NO_PRICE_FILTER, unitListFilters, type PriceFilter } from './price-filter';
import { PriceFilters } from './price-filters';
import { useRecordTotal } from './record-total';
import { usePricesOf } from './use-prices';

const NO_ROWS: PricedUnit[] = [];
/** A unit's history and conditions, downloaded when a first row is opened. */
const PriceHistory = lazyComponent(() => import('./price-history').then((m) => m.PriceHistory));
/** "Select all matching" reads at most this many units (pages of 100). */
const MAX_SELECT = 5000;

/**
 * Base prices: every unit with its price today (or as of a day), its history, and repricing.
 * `selectionActions`: what else may be done with ticked units (the page passes "Add to offer");
 * it reads them with `usePriceSelection()`, so pricing never imports documents.
 */
export function PricesView({
  asOf,
  selectionActions,
}: {
  asOf?: string;
  selectionActions?: ReactNode;
}) {
  const t = useTranslations('pricing.prices');
  const viewer = useViewer();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const writable = viewer.can('pricing.write') && !asOf;
  const selectable = writable || selectionActions !== undefined;
  const list = useListState({ orderBy: 'code', searchField: 'code' });
  const [filter, setFilter] = useState<PriceFilter>(NO_PRICE_FILTER);
  const settled = useDebouncedValue(filter, 300);
  const locale = useNumberLocale();
  const filters = unitListFilters(settled, { code: list.query, asOf, locale });
  const query = useQuery({
    ...trpc.units.list.queryOptions({
      filter: { filters },
      pagination: {
        page: list.page,
        limit: list.limit,
        order_by: asOf && list.orderBy === 'base_price' ? 'code' : (list.orderBy ?? 'code'),
        direction: list.direction,
      },
    }),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? NO_ROWS;
  const ids = useMemo(() => items.map((u) => u.id), [items]);
  const prices = usePricesOf(ids, asOf);
  // Totals of records: as of a day, or today's scheduled prices.
  const total = useRecordTotal(!!asOf || (prices.data?.scheduled.size ?? 0) > 0);
  const { selection, selected, clear } = useRowSelection(items);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const columns = usePriceColumns({
    records: prices.data?.inForce,
    scheduled: prices.data?.scheduled,
    open,
    onToggle: toggle,
    selection: selectable ? selection : undefined,
    writable,
    today: !asOf,
    total,
  });
  const [selecting, setSelecting] = useState(false);

  async function selectMatching() {
    setSelecting(true);
    try {
      for (let page = 1; page <= MAX_SELECT / 100; page++) {
        const res = await client.units.list.query({
          filter: { filters },
          pagination: { page, limit: 100, order_by: 'code', direction: 'asc' },
        });
        selection.add(res.items);
        if (page >= res.pagination.page_count) break;
      }
    } finally {
      setSelecting(false);
    }
  }

  const changeFilter = (next: PriceFilter) => {
    setFilter(next);
    list.setPage(1);
  };

  const actions = selectable ? (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {writable ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={selectMatching}
          disabled={selecting}
          aria-busy={selecting || undefined}
        >
          <ListChecks aria-hidden />
          {t('selectMatching', { count: query.data?.pagination.total_count ?? 0 })}
        </Button>
      ) : null}
      {writable ? <BulkConditionsButton ticked={[...selected.values()]} onDone={clear} /> : null}
      {selected.size > 0 ? (
        <>
          <span className="text-sm whitespace-nowrap text-muted-foreground" aria-live="polite">
            {t('selected', { count: selected.size })}
          </span>
          <Button variant="ghost" size="icon" aria-label={t('clearSelection')} onClick={clear}>
            <X aria-hidden />
          </Button>
          {writable ? (
            <BulkPriceDialog
              units={[...selected.values()]}
              onDone={clear}
              trigger={
                <Button size="sm">
                  <Percent aria-hidden />
                  {t('bulk.open')}
                </Button>
              }
            />
          ) : null}
          <PriceSelectionProvider selected={selected}>{selectionActions}</PriceSelectionProvider>
        </>
      ) : null}
    </div>
  ) : null;

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      list={list}
      query={{ ...query, isFetching: query.isFetching || prices.isFetching }}
      searchFields={[{ value: 'code', label: t('columns.unit') }]}
      searchPlaceholder={t('searchPlaceholder')}
      actions={
        <>
          {actions}
          <ExportButton
            kind="price-list"
            filter={{ filters }}
            at={asOf ? endOfDay(asOf) : undefined}
          />
        </>
      }
      filters={<PriceFilters value={filter} onChange={changeFilter} asOf={asOf} />}
      filtered={hasPriceFilter(filter)}
      renderExpanded={(u) =>
        open.has(u.id) ? <PriceHistory unit={u} asOf={asOf} id={`price-history-${u.id}`} /> : null
      }
    />
  );
}
