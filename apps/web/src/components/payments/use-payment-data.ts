'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '~/components/common/me-context';
import { useRefreshUnits } from '~/components/units/use-refresh-units';
import { useTRPC } from '~/trpc/client';

const POLL_MS = 10_000;

/** The list form of the API for one booking's records, newest first. */
const ofBooking = (booking: string, limit: number) => ({
  filter: { filters: [{ property: 'booking', operator: 'IN' as const, value: [booking] }] },
  pagination: { page: 1, limit, order_by: 'created_at', direction: 'desc' as const },
});

/**
 * A booking's payment links and payments. While it waits for a payment they are asked again as
 * often as the booking itself, so a link the customer opens or pays shows without a reload.
 */
export function usePaymentData(booking: string, waiting: boolean) {
  const trpc = useTRPC();
  const viewer = useViewer();
  const refetchInterval = waiting ? POLL_MS : false;
  const links = useQuery({
    ...trpc.paymentLinks.list.queryOptions(ofBooking(booking, 20)),
    enabled: viewer.can('paymentLinks.read'),
    refetchInterval,
  });
  const payments = useQuery({
    ...trpc.payments.list.queryOptions(ofBooking(booking, 50)),
    enabled: viewer.can('payments.read'),
    refetchInterval,
  });
  return { links, payments };
}

export type PaymentLink = NonNullable<
  ReturnType<typeof usePaymentData>['links']['data']
>['items'][number];
export type Payment = NonNullable<
  ReturnType<typeof usePaymentData>['payments']['data']
>['items'][number];

/**
 * After a link or a payment: the booking's links and payments, and every view of units, bookings
 * and their history (the unit's status and the booking's status and term change too).
 */
export function useRefreshPayments() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshUnits = useRefreshUnits();
  return () =>
    Promise.all([
      refreshUnits(),
      ...[trpc.paymentLinks.pathKey(), trpc.payments.pathKey()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    ]);
}
