'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Send } from 'lucide-react';
import { useBookingCard } from '~/components/bookings/booking-card';
import { useViewer } from '~/components/common/me-context';
import { SendDialog } from '~/components/common/send-dialog';
import { Button } from '~/components/ui/button';
import { useTRPC } from '~/trpc/client';

/**
 * "Send to customer" for the booking's live link (`paymentLinks.send`): the customer's e-mail
 * prefilled; once sent, the booking's history shows it.
 */
export function SendLinkAction({ link }: { link: { id: string } }) {
  const t = useTranslations('sendToCustomer');
  const viewer = useViewer();
  const booking = useBookingCard();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const send = useMutation(trpc.paymentLinks.send.mutationOptions());
  if (!viewer.can('paymentLinks.send')) return null;
  return (
    <SendDialog
      trigger={
        <Button variant="secondary" data-testid="send-link">
          <Send aria-hidden />
          {t('action')}
        </Button>
      }
      title={t('linkTitle')}
      description={t('linkDescription', { number: booking.number })}
      email={booking.customer?.email ?? null}
      send={(values) => send.mutateAsync({ id: link.id, ...values })}
      onSent={() =>
        void queryClient.invalidateQueries({ queryKey: trpc.bookings.history.pathKey() })
      }
    />
  );
}
