'use client';

import { Fragment, useMemo } from 'react';
import Link from 'next/link';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { numbered } from '@app/validators';
import { useMoney, useUnitLabel } from '~/lib/format';
import { formatPhone } from '@app/validators/phone';
import { DateCell, Empty } from '~/components/data-table/cells';
import { withSelectionColumn } from '~/components/data-table/selection-column';
import type { RowSelection } from '~/components/data-table/use-selection';
import { focusRing } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import type { Booking } from './booking-query';
import { BookingStatusBadge } from './booking-status';
import { Countdown } from './countdown';
import { useBookingPerson } from './use-booking-person';

export type Selection = RowSelection<Booking>;

/** The bookings table's columns; with a selection, a checkbox column comes first. */
export function useBookingColumns({ selection }: { selection?: Selection }) {
  const t = useTranslations('bookings.columns');
  const unitLabel = useUnitLabel();
  const person = useBookingPerson();
  const money = useMoney();
  return useMemo<ColumnDef<Booking>[]>(() => {
    const columns: ColumnDef<Booking>[] = [
      {
        id: 'number',
        header: t('number'),
        meta: { sortBy: 'number' },
        cell: ({ row }) => (
          <Link
            href={`/bookings/${row.original.id}`}
            className={cn(
              'rounded font-semibold text-primary tabular-nums hover:underline',
              focusRing,
            )}
          >
            {numbered(row.original.number)}
          </Link>
        ),
      },
      {
        id: 'unit',
        header: t('unit'),
        cell: ({ row }) => (
          // «кв. 50 · SP-1-1-14-02» may wrap after its dot, never inside the code (at a hyphen), so
          // the table keeps every column at 1366 px.
          <span className="text-xs">
            {unitLabel(row.original.unit_data)
              .split(' · ')
              .map((part, i, all) => (
                <Fragment key={part}>
                  {i > 0 ? ' ' : null}
                  <span className="whitespace-nowrap">
                    {i < all.length - 1 ? `${part} ·` : part}
                  </span>
                </Fragment>
              ))}
            {/* The agreed price under the unit: the table keeps every column at 1366 px. */}
            {row.original.price ? (
              <span className="block whitespace-nowrap text-muted-foreground tabular-nums">
                {money(row.original.price.total)}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'customer',
        header: t('customer'),
        cell: ({ row }) => {
          const c = row.original.customer;
          if (!c) return <Empty />;
          return (
            <div className="grid max-w-48 min-w-32 gap-0.5">
              <span className="line-clamp-2">{c.name}</span>
              <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                {formatPhone(c.phone)}
              </span>
            </div>
          );
        },
      },
      {
        id: 'status',
        header: t('status'),
        meta: { sortBy: 'status' },
        cell: ({ row }) => (
          <BookingStatusBadge status={row.original.status} overdue={row.original.overdue} />
        ),
      },
      {
        id: 'responsible',
        header: t('responsible'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {person(row.original.responsible, row.original.responsible_name)}
          </span>
        ),
      },
      {
        id: 'expiration',
        header: t('expiration'),
        meta: { sortBy: 'expiration_date' },
        cell: ({ row }) => (
          <div className="grid gap-0.5">
            {row.original.status === 'BOOKING_STATUS_CANCELLED' ? (
              <span className="text-muted-foreground">—</span>
            ) : (
              <Countdown
                until={row.original.expiration_date}
                paid={row.original.status === 'BOOKING_STATUS_PAID'}
                className="font-medium"
              />
            )}
            <span className="text-xs text-muted-foreground">
              <DateCell value={row.original.expiration_date} />
            </span>
          </div>
        ),
      },
      {
        id: 'comment',
        header: t('comment'),
        cell: ({ row }) =>
          row.original.comment ? (
            <span
              className="line-clamp-2 max-w-52 text-muted-foreground"
              title={row.original.comment}
            >
              {row.original.comment}
            </span>
          ) : (
            <Empty />
          ),
      },
    ];
    return withSelectionColumn(columns, selection, {
      page: t('selectPage'),
      row: (r) => t('select', { number: r.number }),
    });
  }, [t, person, selection, unitLabel, money]);
}
