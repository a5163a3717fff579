'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ArrowLeft, RotateCcw, SearchX } from 'lucide-react';
import { useViewer } from '~/components/common/me-context';
import { PageHeader } from '~/components/common/page-header';
import { DateCell, Empty } from '~/components/data-table/cells';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import type { SelectOption } from '~/components/ui/select';
import { SetUnitStatusForm } from '~/components/units/set-unit-status-form';
import { UnitStatusBadge } from '~/components/units/unit-status';
import { isRecordMissing, readApiError } from '~/lib/api-error';
import { useMoney, useUnitLabel } from '~/lib/format';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { BookingHistory } from './booking-history';
import { BookingCardContext } from './booking-card';
import { BookingPriceCard } from './booking-price';
import type { Booking } from './booking-query';
import { BookingStatusBadge, isLiveBooking } from './booking-status';
import { CancelBookingButton } from './cancel-booking-button';
import { Countdown } from './countdown';
import { CustomerContact } from './customer-contact';
import { EditBookingForm } from './edit-booking-form';
import { useBookingPeople } from './use-booking-person';

interface BookingDetailsProps {
  id: string;
  regions: SelectOption[];
  /**
   * Sections other folders add under the details (payments: links and payments); they read the
   * booking with `useBookingCard()`, so bookings never imports them.
   */
  extra?: ReactNode;
}

/** The booking card: details, time left, edit and cancel, unit status, history. */
export function BookingDetails({ id, regions, extra }: BookingDetailsProps) {
  const t = useTranslations('bookings.card');
  const unitLabel = useUnitLabel();
  const trpc = useTRPC();
  const viewer = useViewer();
  const errorMessage = useApiErrorMessage();
  const query = useQuery({
    ...trpc.bookings.get.queryOptions({ id }),
    // A booking that is not there (or not the viewer's) stays so: no polling after an error.
    refetchInterval: (q) => (q.state.error ? false : 10_000),
    refetchOnWindowFocus: true,
  });
  const booking = query.data;
  const groupId = booking?.booking_group ?? null;
  const group = useQuery({
    ...trpc.bookingGroups.get.queryOptions({ id: groupId ?? '' }),
    enabled: groupId !== null,
  });
  // The booking's own group is named; other groups its history mentions read "a group".
  const groupName = (gid: string) => (group.data?.id === gid ? group.data.name : undefined);

  const back = (
    <Link
      href="/bookings"
      className={buttonClasses('ghost', 'sm', '-ml-3 mb-2 text-muted-foreground')}
    >
      <ArrowLeft aria-hidden />
      {t('back')}
    </Link>
  );
  if (query.isPending)
    return (
      <>
        {back}
        <DetailsSkeleton />
      </>
    );
  if (!booking) {
    const missing = isRecordMissing(readApiError(query.error), 'BOOKING_NOT_FOUND');
    return (
      <>
        {back}
        {missing ? (
          <Card data-testid="booking-not-found">
            <EmptyState icon={SearchX} title={t('notFound')} description={t('notFoundHint')} />
          </Card>
        ) : (
          <Alert tone="error" role="alert" data-testid="booking-error">
            <p>{errorMessage(query.error)}</p>
            <Button
              variant="secondary"
              size="sm"
              className="justify-self-start"
              onClick={() => void query.refetch()}
            >
              <RotateCcw aria-hidden />
              {t('retry')}
            </Button>
          </Alert>
        )}
      </>
    );
  }

  const live = isLiveBooking(booking);
  const editable = live && viewer.can('bookings.write');
  return (
    <>
      {back}
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span>
              {t('titlePrefix')}
              <span data-testid="booking-number">{booking.number}</span>
            </span>
            <BookingStatusBadge status={booking.status} overdue={booking.overdue} />
          </span>
        }
        description={t('subtitle', { code: unitLabel(booking.unit_data) })}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="grid min-w-0 gap-6 lg:row-span-2">
          <Summary booking={booking} groupName={groupName} regions={regions} />
          <BookingPriceCard booking={booking} editable={editable} />
          <BookingCardContext.Provider value={booking}>{extra}</BookingCardContext.Provider>
          {editable ? (
            <Card>
              <CardHeader>
                <CardTitle>{t('editTitle')}</CardTitle>
                <CardDescription>{t('editHint')}</CardDescription>
              </CardHeader>
              <EditBookingForm key={booking.updated_at} booking={booking} />
            </Card>
          ) : null}
          <BookingHistory booking={booking} regions={regions} groupName={groupName} />
        </div>
        {/* On phones the time left comes first; on wide screens it heads the side column. */}
        <Card className="order-first min-w-0 lg:order-none">
          <CardHeader>
            <CardTitle>{live ? t('timeLeft') : t('term')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {booking.status === 'BOOKING_STATUS_CANCELLED' ? (
              <p className="text-2xl font-semibold text-muted-foreground">{t('cancelled')}</p>
            ) : (
              <Countdown
                until={booking.expiration_date}
                paid={booking.status === 'BOOKING_STATUS_PAID'}
                variant="full"
                className="text-2xl font-semibold tracking-tight whitespace-normal"
              />
            )}
            <p className="text-sm text-muted-foreground">
              {t('until')} <DateCell value={booking.expiration_date} />
            </p>
            {editable ? <CancelBookingButton booking={booking} /> : null}
            {!live ? <p className="text-sm text-muted-foreground">{t('closed')}</p> : null}
          </CardContent>
        </Card>
        {viewer.can('units.setStatus') && live ? <UnitStatusCard unitId={booking.unit} /> : null}
      </div>
    </>
  );
}

function Summary({
  booking,
  groupName,
  regions,
}: {
  booking: Booking;
  groupName: (id: string) => string | undefined;
  regions: SelectOption[];
}) {
  const t = useTranslations('bookings.card');
  const unitLabel = useUnitLabel();
  const people = useBookingPeople()(booking);
  const money = useMoney();
  const region = regions.find((r) => r.value === booking.region)?.label;
  const facts: [string, ReactNode][] = [
    [
      t('unit'),
      <Link key="u" href={`/units?unit=${booking.unit}`} className="text-primary hover:underline">
        {unitLabel(booking.unit_data)}
      </Link>,
    ],
    [
      t('unitStatus'),
      booking.unit_status ? <UnitStatusBadge status={booking.unit_status} /> : <Empty />,
    ],
    [t('customer'), <CustomerContact key="b" customer={booking.customer} />],
    ...(booking.co_buyers.length > 0
      ? ([
          [
            t('coBuyers'),
            <span key="cb" className="grid gap-2">
              {booking.co_buyers.map((c) => (
                <CustomerContact key={c.phone} customer={c} />
              ))}
            </span>,
          ],
        ] as [string, ReactNode][])
      : []),
    [t('responsible'), people.responsible],
    [t('owner'), people.owner],
    [t('crm'), booking.crm_deal_id || <Empty />],
    [
      t('group'),
      booking.booking_group ? (
        <Link href="/bookings/groups" className="text-primary hover:underline">
          {groupName(booking.booking_group) ?? t('groupLink')}
        </Link>
      ) : (
        <Empty />
      ),
    ],
    [t('region'), region ?? <Empty />],
    [
      t('basePrice'),
      booking.unit_data.base_price != null ? money(booking.unit_data.base_price) : <Empty />,
    ],
    [t('created'), <DateCell key="c" value={booking.created_at} />],
    [t('updated'), <DateCell key="m" value={booking.updated_at} />],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('details')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-4 text-sm sm:gap-x-6 [&_time]:whitespace-normal">
          {facts.map(([label, value]) => (
            <div key={label} className="grid gap-1">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-1 text-sm">
          <span className="text-xs text-muted-foreground">{t('comment')}</span>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">
            {booking.comment || <Empty />}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function UnitStatusCard({ unitId }: { unitId: string }) {
  const t = useTranslations('bookings.card');
  const trpc = useTRPC();
  const unit = useQuery(trpc.units.get.queryOptions({ id: unitId }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('unitStatusTitle')}</CardTitle>
        <CardDescription>{t('unitStatusHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {unit.data ? (
          <SetUnitStatusForm
            key={`${unit.data.status}|${unit.data.second_statuses.join(',')}`}
            unit={unit.data}
          />
        ) : (
          <div className="h-24 animate-pulse rounded-md bg-muted" aria-hidden />
        )}
      </CardContent>
    </Card>
  );
}

function DetailsSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy>
      <div className="h-72 animate-pulse rounded-card bg-muted" />
      <div className="h-40 animate-pulse rounded-card bg-muted" />
    </div>
  );
}
