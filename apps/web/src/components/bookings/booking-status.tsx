'use client';

import { useTranslations } from 'next-intl';
import type { BookingStatus } from '@app/validators';
import { Badge, type BadgeProps } from '~/components/ui/badge';

const VARIANT: Record<BookingStatus, BadgeProps['variant']> = {
  BOOKING_STATUS_BOOKED: 'warning',
  BOOKING_STATUS_PAID: 'info',
  BOOKING_STATUS_EXPIRED: 'neutral',
  BOOKING_STATUS_CANCELLED: 'neutral',
};

/** VARIANT has one key per status (its Record type checks it); BOOKING_STATUSES would ship all of zod. */
const isBookingStatus = (s: string): s is BookingStatus => Object.hasOwn(VARIANT, s);

export function useBookingStatusLabel(): (status: string) => string {
  const t = useTranslations('bookingStatus');
  return (status) => (isBookingStatus(status) ? t(status) : status);
}

/** A booking's status; a paid booking past its expiration also says "overdue". */
export function BookingStatusBadge({ status, overdue }: { status: string; overdue?: boolean }) {
  const t = useTranslations('bookingStatus');
  const label = useBookingStatusLabel();
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant={isBookingStatus(status) ? VARIANT[status] : 'neutral'}>{label(status)}</Badge>
      {overdue ? <Badge variant="danger">{t('overdue')}</Badge> : null}
    </span>
  );
}

/** A booking that can still be edited or cancelled (BOOKED or PAID and active). */
export const isLiveBooking = (b: { status: string; active: boolean }) =>
  b.active && (b.status === 'BOOKING_STATUS_BOOKED' || b.status === 'BOOKING_STATUS_PAID');
