'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CircleSlash } from 'lucide-react';
import { useViewer } from '~/components/common/me-context';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useToast } from '~/components/ui/toast';
import { useRefreshUnits } from '~/components/units/use-refresh-units';
import { useMoney } from '~/lib/format';
import { useTRPC } from '~/trpc/client';
import type { Booking } from './booking-query';
import { CancelOutcome } from './cancel-outcome';

/**
 * The money a PAID booking received (the ledger's total of its applied payments), which a
 * cancellation flags for refund; null while unknown or when the viewer may not read payments.
 */
function usePaidAmount(booking: Booking): string | null {
  const trpc = useTRPC();
  const viewer = useViewer();
  const money = useMoney();
  const paid = booking.status === 'BOOKING_STATUS_PAID';
  const { data } = useQuery({
    ...trpc.payments.list.queryOptions({
      filter: {
        filters: [{ property: 'booking', operator: 'IN', value: [booking.id] }],
      },
      pagination: { page: 1, limit: 1, order_by: 'created_at', direction: 'desc' },
    }),
    enabled: paid && viewer.can('payments.read'),
  });
  const totals = data?.totals;
  return paid && totals && totals.succeeded > 0 ? money(totals.succeeded, totals.currency) : null;
}

/**
 * `bookings.update` with `active: false`, after a confirmation that says who gets the unit (the
 * first in its queue, or anyone: CancelOutcome). A PAID
 * booking's dialog says that money was received and that cancelling records it for refund, with the
 * amount.
 */
export function CancelBookingButton({ booking }: { booking: Booking }) {
  const t = useTranslations('bookings.cancel');
  const trpc = useTRPC();
  const refresh = useRefreshUnits();
  const toast = useToast();
  const cancel = useMutation(trpc.bookings.update.mutationOptions());
  const amount = usePaidAmount(booking);
  const paid = booking.status === 'BOOKING_STATUS_PAID';
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className="w-full text-destructive hover:text-destructive">
          <CircleSlash aria-hidden />
          {t('open')}
        </Button>
      }
      title={t('title', { number: booking.number })}
      description={
        <>
          <CancelOutcome booking={booking} />
          {paid ? (
            <strong
              className="mt-2 block font-semibold text-destructive"
              data-testid="paid-warning"
            >
              {amount ? t('paidWarning', { amount }) : t('paidWarningNoAmount')}
            </strong>
          ) : null}
        </>
      }
      confirmLabel={t('confirm')}
      cancelLabel={t('keep')}
      onConfirm={async () => {
        await cancel.mutateAsync({ id: booking.id, active: false });
        await refresh();
        toast({ tone: 'success', title: t('done', { number: booking.number }) });
      }}
    />
  );
}
