'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { numbered } from '@app/validators';
import { useUnitLabel } from '~/lib/format';
import { BookingStatusBadge } from '~/components/bookings/booking-status';
import { Countdown } from '~/components/bookings/countdown';
import { useBookingPerson } from '~/components/bookings/use-booking-person';
import type { Group } from './group';

/** A group's bookings in its expanded row: number, unit, status, responsible, time left. */
export function GroupBookings({ group }: { group: Group }) {
  const t = useTranslations('groups');
  const unitLabel = useUnitLabel();
  const person = useBookingPerson();
  if (group.bookings.length === 0)
    return (
      <p className="rounded-md border border-dashed bg-background px-4 py-3 text-sm text-muted-foreground">
        {t('noBookings')}
      </p>
    );
  return (
    <ul
      className="grid divide-y rounded-md border bg-background"
      aria-label={t('bookingsOf', { name: group.name })}
    >
      {group.bookings.map((b) => (
        <li
          key={b.id}
          className="grid grid-cols-2 items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:grid-cols-[5rem_9rem_10rem_minmax(0,1fr)_8rem]"
        >
          <Link
            href={`/bookings/${b.id}`}
            className="font-semibold text-primary tabular-nums hover:underline"
          >
            {numbered(b.number)}
          </Link>
          <span className="text-xs">{unitLabel(b.unit_data)}</span>
          <BookingStatusBadge status={b.status} overdue={b.overdue} />
          <span className="truncate">{person(b.responsible, b.responsible_name)}</span>
          {b.status === 'BOOKING_STATUS_CANCELLED' ? (
            <span className="text-muted-foreground">—</span>
          ) : (
            <Countdown until={b.expiration_date} paid={b.status === 'BOOKING_STATUS_PAID'} />
          )}
        </li>
      ))}
    </ul>
  );
}
