'use client';

import { useMemo } from 'react';
import Link from 'next/link';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Empty, StackedDateTimeCell } from '~/components/data-table/cells';
import { Badge } from '~/components/ui/badge';
import { focusRing } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import type { Payment } from './ledger-query';
import { useMoney } from '~/lib/format';
import { OfficeDetails } from './office-details';
import { PaymentStatusBadge, usePaymentLabels } from './payment-labels';
import { RefundCell } from './refund-cell';

/**
 * The ledger's columns: date, booking, unit, provider, status (and why), the refund, amount, CRM
 * order, the office payment's details, who.
 */
export function useLedgerColumns() {
  const t = useTranslations('paymentsLedger.columns');
  const tl = useTranslations('paymentsLedger');
  const money = useMoney();
  const labels = usePaymentLabels();
  return useMemo<ColumnDef<Payment>[]>(
    () => [
      {
        id: 'created_at',
        header: t('date'),
        meta: { sortBy: 'created_at' },
        cell: ({ row }) => <StackedDateTimeCell value={row.original.created_at} />,
      },
      {
        id: 'booking',
        header: t('booking'),
        cell: ({ row }) => (
          <Link
            href={`/bookings/${row.original.booking}`}
            className={cn(
              'rounded font-semibold whitespace-nowrap text-primary tabular-nums hover:underline',
              focusRing,
            )}
          >
            {row.original.booking_number === null
              ? t('bookingOpen')
              : `№\u00a0${row.original.booking_number}`}
          </Link>
        ),
      },
      {
        id: 'unit',
        header: t('unit'),
        cell: ({ row }) =>
          row.original.unit_code ? (
            <div className="grid gap-0.5">
              <span className="font-mono text-xs whitespace-nowrap">{row.original.unit_code}</span>
              {row.original.unit_name ? (
                <span className="text-xs whitespace-nowrap text-muted-foreground">
                  {row.original.unit_name}
                </span>
              ) : null}
            </div>
          ) : (
            <Empty />
          ),
      },
      {
        id: 'provider',
        header: t('provider'),
        meta: { sortBy: 'provider' },
        cell: ({ row }) => (
          <div className="grid justify-items-start gap-1">
            <span className="whitespace-nowrap">{labels.provider(row.original.provider)}</span>
            {/* The provider calls it a test payment (a test shop or terminal): no money moved. */}
            {row.original.test ? (
              <Badge variant="info" data-testid="test-payment">
                {tl('test')}
              </Badge>
            ) : null}
          </div>
        ),
      },
      {
        id: 'status',
        header: t('status'),
        meta: { sortBy: 'status' },
        cell: ({ row }) => (
          // The attribute lets the table highlight the whole row (payments-ledger-view.tsx).
          <div
            className="grid justify-items-start gap-1"
            data-refund-required={row.original.status === 'REFUND_REQUIRED' || undefined}
          >
            <PaymentStatusBadge status={row.original.status} />
            {row.original.reason ? (
              <span
                className="line-clamp-2 max-w-52 text-xs text-muted-foreground"
                title={row.original.reason}
              >
                {labels.reason(row.original.reason)}
              </span>
            ) : null}
            {/* The refund's state and action under the status: every column fits at 1366 px. */}
            <RefundCell payment={row.original} />
          </div>
        ),
      },
      {
        id: 'amount',
        header: t('amount'),
        meta: { sortBy: 'amount', className: 'text-right' },
        cell: ({ row }) => (
          <span className="font-medium whitespace-nowrap tabular-nums">
            {money(row.original.amount, row.original.currency)}
          </span>
        ),
      },
      {
        id: 'office',
        header: t('office'),
        // The CRM order (a uuid) with what the office told of the payment, in one column.
        cell: ({ row }) => (
          <div className="grid gap-1">
            {row.original.order ? (
              <span className="font-mono text-xs whitespace-nowrap" title={row.original.order}>
                <span aria-hidden>{row.original.order.slice(0, 8)}…</span>
                <span className="sr-only">{row.original.order}</span>
              </span>
            ) : null}
            <OfficeDetails payment={row.original} />
            {row.original.confirmed_by_name ? (
              <span className="text-xs text-muted-foreground">
                {t('confirmedBy')}: {row.original.confirmed_by_name}
              </span>
            ) : null}
          </div>
        ),
      },
    ],
    [t, tl, money, labels],
  );
}
