'use client';

import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ArrowRight, CalendarCheck, Lock } from 'lucide-react';
import { BookingStatusBadge } from '~/components/bookings/booking-status';
import { Countdown } from '~/components/bookings/countdown';
import { useBookingPerson } from '~/components/bookings/use-user-names';
import { useViewer } from '~/components/me-context';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClasses } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { useUnitFormat } from '~/lib/format';
import { useTRPC, type RouterOutputs } from '~/trpc/client';
import { BookUnitForm } from './book-unit-form';
import { SetUnitStatusForm } from './set-unit-status-form';
import { UnitStatusBadge } from './unit-status';
import { UNITS_REFRESH_MS, type Unit } from './use-units';

type UnitCardData = RouterOutputs['units']['get'];
const HELD = ['UNIT_STATUS_BOOKED', 'UNIT_STATUS_WAIT_PAYMENT', 'UNIT_STATUS_PAID'];

/** The unit card: a side sheet named by the unit code, opened from the grid. */
export function UnitCardSheet({ unit, onClose }: { unit: Unit | null; onClose: () => void }) {
  const tc = useTranslations('common');
  return (
    <Dialog open={unit !== null} onOpenChange={(open) => !open && onClose()}>
      {unit ? (
        <DialogContent
          side="right"
          title={unit.code}
          description={unit.name}
          closeLabel={tc('close')}
        >
          <UnitCardBody key={unit.id} listed={unit} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function UnitCardBody({ listed }: { listed: Unit }) {
  const t = useTranslations('units.card');
  const viewer = useViewer();
  const trpc = useTRPC();
  const [booking, setBooking] = useState(false);
  const query = useQuery({
    ...trpc.units.get.queryOptions({ id: listed.id }),
    refetchInterval: UNITS_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 1000,
  });
  const unit: UnitCardData = query.data ?? { ...listed, booking: null };
  const known = query.data !== undefined;
  const mayBook =
    viewer.canBook && known && unit.status === 'UNIT_STATUS_AVAILABLE' && !unit.booking;

  return (
    <div className="grid gap-6 px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-center gap-2">
        <UnitStatusBadge status={unit.status} className="text-sm" />
        {unit.second_statuses.map((s) => (
          <Badge key={s} variant="accent">
            <SecondStatus value={s} />
          </Badge>
        ))}
      </div>

      <UnitFacts unit={unit} />

      {unit.booking ? (
        <LiveBooking booking={unit.booking} />
      ) : known && HELD.includes(unit.status) ? (
        <Alert tone="info">{t('hiddenBooking')}</Alert>
      ) : null}

      {booking ? (
        <div className="rounded-lg border bg-muted/30 p-4">
          <BookUnitForm
            unit={unit}
            available={unit.status === 'UNIT_STATUS_AVAILABLE' && !unit.booking}
            onDone={() => setBooking(false)}
            onCancel={() => setBooking(false)}
          />
        </div>
      ) : mayBook ? (
        <Button size="lg" onClick={() => setBooking(true)}>
          <CalendarCheck aria-hidden />
          {t('book')}
        </Button>
      ) : viewer.canBook &&
        known &&
        !unit.booking &&
        !HELD.includes(unit.status) &&
        unit.status !== 'UNIT_STATUS_AVAILABLE' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Lock className="size-4" aria-hidden />
          {t('notAvailable')}
        </p>
      ) : null}

      {viewer.isStaff && known ? (
        <section className="grid gap-3 border-t pt-5" aria-labelledby="unit-status-title">
          <h3 id="unit-status-title" className="text-sm font-semibold">
            {t('setStatus')}
          </h3>
          <SetUnitStatusForm key={`${unit.status}|${unit.second_statuses.join(',')}`} unit={unit} />
        </section>
      ) : null}
    </div>
  );
}

function SecondStatus({ value }: { value: string }) {
  const t = useTranslations('secondStatus');
  return t.has(value as 'UNIT_SECOND_STATUS_FOR_RENT')
    ? t(value as 'UNIT_SECOND_STATUS_FOR_RENT')
    : value;
}

function UnitFacts({ unit }: { unit: UnitCardData }) {
  const t = useTranslations('units.card');
  const fmt = useUnitFormat();
  const facts: [string, ReactNode][] = [
    [t('complex'), unit.complex],
    [
      t('place'),
      t('placeValue', { building: unit.building, section: unit.section, floor: unit.floor }),
    ],
    [t('number'), unit.number],
    [t('rooms'), fmt.rooms(unit.rooms)],
    [t('area'), fmt.area(unit.area)],
    [
      t('price'),
      unit.price !== null ? (
        <span className="font-semibold">{fmt.price(unit.price)}</span>
      ) : (
        <span className="text-muted-foreground">{t('noPrice')}</span>
      ),
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
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
