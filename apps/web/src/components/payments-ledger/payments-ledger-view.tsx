'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Download, Loader2 } from 'lucide-react';
import { ExportButton } from '~/components/common/export-button';
import { DataTable } from '~/components/data-table/data-table';
import { listPagination, useListState } from '~/components/data-table/use-list-state';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useTRPC } from '~/trpc/client';
import { useLedgerColumns } from './ledger-columns';
import {
  countLedgerFilters,
  LEDGER_SEARCH_FIELD,
  ledgerFilters,
  NO_LEDGER_FILTER,
  type LedgerFilterState,
} from './ledger-filter';
import { LedgerFilters } from './ledger-filters';
import { LedgerTotals } from './ledger-totals';
import { useLedgerExport } from './use-ledger-export';

/**
 * The payments ledger: every payment with its booking and unit, sortable and filtered, the totals
 * of the filtered range, REFUND_REQUIRED rows highlighted, and the range as a CSV file.
 * `booking`: the `?booking=` the screen was opened with (a booking card's "all payments").
 */
export function PaymentsLedgerView({ booking }: { booking: string | undefined }) {
  const t = useTranslations('paymentsLedger');
  const router = useRouter();
  const trpc = useTRPC();
  const list = useListState({
    orderBy: 'created_at',
    direction: 'desc',
    searchField: LEDGER_SEARCH_FIELD,
  });
  const [state, setState] = useState<LedgerFilterState>({ ...NO_LEDGER_FILTER, booking });
  const filters = useMemo(() => ledgerFilters(state, list.query), [state, list.query]);
  const query = useQuery({
    ...trpc.payments.list.queryOptions({
      filter: { filters },
      pagination: listPagination(list, 'created_at'),
    }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const columns = useLedgerColumns();
  const csv = useLedgerExport(filters);

  const changeFilters = (next: LedgerFilterState) => {
    // The booking came from the address: dropping it drops it there too (a reload keeps the rest).
    if (state.booking && !next.booking) router.replace('/payments', { scroll: false });
    setState(next);
    list.setPage(1);
  };

  const exportButton = (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void csv.run()}
      disabled={csv.busy || query.data?.pagination.total_count === 0}
      aria-busy={csv.busy}
    >
      {csv.busy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      {csv.busy ? t('export.busy') : t('export.button')}
    </Button>
  );

  return (
    <>
      <LedgerTotals
        totals={query.data?.totals}
        showingRefunds={state.status === 'REFUND_REQUIRED'}
        onShowRefunds={() => changeFilters({ ...state, status: 'REFUND_REQUIRED' })}
      />
      {csv.cappedMessage ? (
        <Alert tone="warning" role="status" className="mb-4" data-testid="export-capped">
          {csv.cappedMessage}
        </Alert>
      ) : null}
      {/* REFUND_REQUIRED rows stand out: their status cell carries data-refund-required. */}
      <div className="[&_tbody_tr:has([data-refund-required])]:bg-warning-soft [&_tbody_tr:has([data-refund-required])]:shadow-[inset_3px_0_0_#f59e0b]">
        <DataTable
          label={t('tableLabel')}
          columns={columns}
          list={list}
          query={query}
          searchFields={[{ value: LEDGER_SEARCH_FIELD, label: t('searchField') }]}
          searchPlaceholder={t('searchPlaceholder')}
          actions={
            <>
              <ExportButton kind="payments" filter={{ filters }} />
              {exportButton}
            </>
          }
          filters={
            <LedgerFilters
              value={state}
              onChange={changeFilters}
              bookingNumber={
                query.data?.items.find((p) => p.booking === state.booking)?.booking_number
              }
            />
          }
          filtered={countLedgerFilters(state) > 0}
          emptyText={t('empty')}
        />
      </div>
    </>
  );
}
