'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CalendarRange } from 'lucide-react';
import { useBookingCard } from '~/components/bookings/booking-card';
import { buttonClasses } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';

/** Where the new-schedule screen opens for this booking (its unit filled in). */
export const scheduleHref = (booking: string) =>
  `/documents/schedule/new?booking=${encodeURIComponent(booking)}`;

/**
 * "Payment schedule" on the booking card (the /bookings/[id] page's slot; the page passes it only
 * to those who may issue documents): a link to a new schedule for this booking.
 */
export function BookingScheduleAction() {
  const t = useTranslations('documents.schedule.fromBooking');
  const booking = useBookingCard();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link href={scheduleHref(booking.id)} className={buttonClasses('secondary', 'sm')}>
          <CalendarRange aria-hidden />
          {t('link')}
        </Link>
      </CardContent>
    </Card>
  );
}
