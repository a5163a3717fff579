'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { X } from 'lucide-react';
import { DateRangeFilter } from '~/components/data-table/date-range-filter';
import { FilterField, FoldingFilters } from '~/components/data-table/folding-filters';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import {
  countLedgerFilters,
  LEDGER_PROVIDERS,
  LEDGER_STATUSES,
  NO_LEDGER_FILTER,
  type LedgerFilterState,
} from './ledger-filter';
import { usePaymentLabels } from './payment-labels';

const ALL = '__all__';

interface Props {
  value: LedgerFilterState;
  onChange: (value: LedgerFilterState) => void;
  /** The number of the booking `value.booking` is, once a payment of it is listed. */
  bookingNumber: number | null | undefined;
}

/** Provider, status, the range of payment dates, and the booking the screen was opened for. */
export function LedgerFilters({ value, onChange, bookingNumber }: Props) {
  const t = useTranslations('paymentsLedger.filters');
  const ts = useTranslations('paymentsLedger.status');
  const labels = usePaymentLabels();
  const id = useId();
  const set = (patch: Partial<LedgerFilterState>) => onChange({ ...value, ...patch });
  const count = countLedgerFilters(value);
  return (
    <FoldingFilters
      toggle={count ? t('toggleCount', { count }) : t('toggle')}
      reset={count > 0 ? { label: t('reset'), onReset: () => onChange(NO_LEDGER_FILTER) } : null}
    >
      <FilterField id={`${id}-provider`} label={t('provider')} className="w-full sm:w-44">
        <Select
          id={`${id}-provider`}
          className="h-8"
          value={value.provider ?? ALL}
          onValueChange={(v) => set({ provider: LEDGER_PROVIDERS.find((p) => p === v) })}
          options={[
            { value: ALL, label: t('providerAll') },
            ...LEDGER_PROVIDERS.map((p) => ({ value: p, label: labels.provider(p) })),
          ]}
        />
      </FilterField>
      <FilterField id={`${id}-status`} label={t('status')} className="w-full sm:w-44">
        <Select
          id={`${id}-status`}
          className="h-8"
          value={value.status ?? ALL}
          onValueChange={(v) => set({ status: LEDGER_STATUSES.find((s) => s === v) })}
          options={[
            { value: ALL, label: t('statusAll') },
            ...LEDGER_STATUSES.map((s) => ({ value: s, label: ts(s) })),
          ]}
        />
      </FilterField>
      <DateRangeFilter value={value} onChange={set} fromLabel={t('from')} toLabel={t('to')} />
      {value.booking ? (
        <div className="flex h-8 items-center gap-1 rounded-md border bg-background pr-1 pl-2.5 text-sm">
          <span className="whitespace-nowrap">
            {bookingNumber ? t('booking', { number: bookingNumber }) : t('bookingSome')}
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="size-6"
            aria-label={t('bookingClear')}
            onClick={() => set({ booking: undefined })}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : null}
    </FoldingFilters>
  );
}
