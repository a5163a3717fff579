'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CircleSlash } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useToast } from '~/components/ui/toast';
import { useRefreshUnits } from '~/components/units/use-refresh-units';
import { useTRPC } from '~/trpc/client';
import type { Booking } from './booking-query';

/** Op 12 with `active: false`, after a confirmation: the unit goes back on sale. */
export function CancelBookingButton({ booking }: { booking: Booking }) {
  const t = useTranslations('bookings.cancel');
  const trpc = useTRPC();
  const refresh = useRefreshUnits();
  const toast = useToast();
  const cancel = useMutation(trpc.bookings.update.mutationOptions());
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" className="w-full text-destructive hover:text-destructive">
          <CircleSlash aria-hidden />
          {t('open')}
        </Button>
      }
      title={t('title', { number: booking.number })}
      description={t('description', { code: booking.unit_data.code })}
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
