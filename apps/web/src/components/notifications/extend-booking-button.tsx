'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { CalendarPlus } from 'lucide-react';
import { useViewer } from '~/components/common/me-context';
import { Button } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import type { Notification } from './use-notifications';
import { DATE } from '~/lib/date-formats';

/**
 * One click from a BOOKING_EXPIRES_SOON reminder: `bookings.extend` (as far as the viewer may
 * hold it), then the reminder is marked read. Shown only to who may change bookings.
 */
export function ExtendBookingButton({ notification }: { notification: Notification }) {
  const t = useTranslations('notifications');
  const errorMessage = useApiErrorMessage();
  const format = useFormatter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { can } = useViewer();
  const extend = useMutation(trpc.bookings.extend.mutationOptions());
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions());
  const booking = notification.booking;
  if (notification.kind !== 'BOOKING_EXPIRES_SOON' || !booking || !can('bookings.write'))
    return null;
  const number = String(notification.data.number ?? '');

  async function onClick() {
    try {
      const r = await extend.mutateAsync({ id: booking as string });
      if (!notification.read) await markRead.mutateAsync({ ids: [notification.id] });
      await queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.bookings.pathKey() });
      const date = format.dateTime(new Date(r.expiration_date), DATE.inText);
      toast({ tone: 'success', title: t('extended', { number, date }) });
    } catch (e) {
      toast({ tone: 'error', title: errorMessage(e) });
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void onClick()}
      disabled={extend.isPending}
      aria-label={t('extendLabel', { number })}
      data-testid="notification-extend"
    >
      <CalendarPlus aria-hidden />
      {t('extend')}
    </Button>
  );
}
