'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ArrowRight, CalendarCheck, Lock } from 'lucide-react';
import { useViewer } from '~/components/common/me-context';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { useUnitCard, type UnitCardData } from '~/components/units/unit-card';
import { lazyComponent } from '~/lib/lazy-component';
import { BookingStatusBadge } from './booking-status';
import { Countdown } from './countdown';
import { useBookingPerson } from './use-booking-person';

/** Loaded on "Book": the form brings react-hook-form and @app/validators (all of zod). */
const BookUnitForm = lazyComponent(() => import('./book-unit-form').then((m) => m.BookUnitForm));

const HELD = ['UNIT_STATUS_BOOKED', 'UNIT_STATUS_WAIT_PAYMENT', 'UNIT_STATUS_PAID'];

/**
 * What the unit card shows about bookings (its `extra` slot): the booking that holds the unit, and
 * the Book action with its form, or why the unit cannot be booked.
 */
export function UnitBookingPanel() {
  const t = useTranslations('units.card');
  const viewer = useViewer();
  const { unit, known, choice } = useUnitCard();
  const [booking, setBooking] = useState(false);
  const books = viewer.can('bookings.write');
  const available = unit.status === 'UNIT_STATUS_AVAILABLE' && !unit.booking;
  const held = HELD.includes(unit.status);

  return (
    <>
      {unit.booking ? (
        <LiveBooking booking={unit.booking} />
      ) : known && held ? (
        <Alert tone="info">{t('hiddenBooking')}</Alert>
      ) : null}

      {booking ? (
        <div className="rounded-lg border bg-muted/30 p-4">
          <BookUnitForm
            unit={unit}
            choice={choice}
            available={available}
            booked={held}
            onDone={() => setBooking(false)}
            onCancel={() => setBooking(false)}
          />
        </div>
      ) : books && known && available ? (
        <Button size="lg" onClick={() => setBooking(true)}>
          <CalendarCheck aria-hidden />
          {t('book')}
        </Button>
      ) : books && known && !unit.booking && !held && !available ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Lock className="size-4" aria-hidden />
          {t('notAvailable')}
        </p>
      ) : null}
    </>
  );
}

function LiveBooking({ booking }: { booking: NonNullable<UnitCardData['booking']> }) {
  const t = useTranslations('units.card');
  const person = useBookingPerson();
  return (
    <section
      aria-labelledby="unit-booking-title"
      className="grid gap-3 rounded-lg border border-amber-200 bg-warning-soft/60 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="unit-booking-title" className="text-sm font-semibold">
          {t('bookingNumber', { number: booking.number })}
        </h3>
        <BookingStatusBadge status={booking.status} overdue={booking.overdue} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('responsible')}</dt>
          <dd className="font-medium">{person(booking.responsible, booking.responsible_name)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('expires')}</dt>
          <dd className="font-medium">
            <Countdown
              until={booking.expiration_date}
              paid={booking.status === 'BOOKING_STATUS_PAID'}
              variant="full"
            />
          </dd>
        </div>
      </dl>
      <Link
        href={`/bookings/${booking.id}`}
        className={buttonClasses('secondary', 'sm', 'justify-self-start')}
      >
        {t('openBooking')}
        <ArrowRight aria-hidden />
      </Link>
    </section>
  );
}
