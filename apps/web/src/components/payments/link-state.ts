import type { PaymentLinkState, PaymentStatus } from '@app/validators';
import type { BadgeProps } from '~/components/ui/badge';

type Variant = NonNullable<BadgeProps['variant']>;

/** A payment link as the panel reads it (an item of paymentLinks.list). */
export interface LinkLike {
  created_at: string;
  state: PaymentLinkState;
  opened_at: string | null;
  revoked_at: string | null;
}

export const LINK_STATE_VARIANT: Record<PaymentLinkState, Variant> = {
  ACTIVE: 'success',
  OPENED: 'info',
  PAID: 'success',
  REVOKED: 'neutral',
  EXPIRED: 'warning',
};

/** The payments that need a look stand out: a refund to make is red, a failed attempt is grey. */
export const PAYMENT_STATUS_VARIANT: Record<PaymentStatus, Variant> = {
  SUCCEEDED: 'success',
  FAILED: 'neutral',
  REFUND_REQUIRED: 'danger',
};

/**
 * The moment a link's state names ("opened at …", "paid …", "revoked at …"); none for active or
 * expired. A link is revoked by the payment made by it, so that moment is the payment's.
 */
export function linkStateTime(link: LinkLike): string | null {
  if (link.state === 'OPENED') return link.opened_at;
  if (link.state === 'REVOKED' || link.state === 'PAID') return link.revoked_at;
  return null;
}

/** A link the customer can still pay by. */
export const isLiveLink = (link: Pick<LinkLike, 'state'>) =>
  link.state === 'ACTIVE' || link.state === 'OPENED';

/** The newest link is the one the panel shows; the earlier ones go under "Previous links". */
export function splitLinks<T extends Pick<LinkLike, 'created_at'>>(
  links: readonly T[],
): { current: T | null; previous: T[] } {
  const [current = null, ...previous] = [...links].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
  return { current, previous };
}

/**
 * A booking that can take a payment link or an offline payment: booked (not paid, cancelled or
 * expired) and still before its expiration, as the API requires (BOOKING_NOT_PAYABLE otherwise).
 */
export function isPayable(
  booking: { status: string; active: boolean; expiration_date: string },
  now: number,
): boolean {
  return (
    booking.active &&
    booking.status === 'BOOKING_STATUS_BOOKED' &&
    Date.parse(booking.expiration_date) > now
  );
}
