'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CalendarRange, FileText } from 'lucide-react';
import { useBookingCard } from '~/components/bookings/booking-card';
import { buttonClasses } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';

/** Where the new-schedule screen opens for this booking (its unit and customer filled in). */
export const scheduleHref = (booking: string) =>
  `/documents/schedule/new?booking=${encodeURIComponent(booking)}`;

/** Where the new-offer screen opens for this booking (its unit and customer filled in). */
export const bookingOfferHref = (booking: string) =>
  `/documents/offer/new?booking=${encodeURIComponent(booking)}`;

/**
 * "Documents" on the booking card (the /bookings/[id] page's slot; the page passes it only to
 * those who may issue documents): a new commercial offer or payment schedule for this booking.
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
      <CardContent className="flex flex-wrap gap-2">
        <Link href={bookingOfferHref(booking.id)} className={buttonClasses('secondary', 'sm')}>
          <FileText aria-hidden />
          {t('offer')}
        </Link>
        <Link href={scheduleHref(booking.id)} className={buttonClasses('secondary', 'sm')}>
          <CalendarRange aria-hidden />
          {t('link')}
        </Link>
      </CardContent>
    </Card>
  );
}
