'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useBookingCard } from '~/components/bookings/booking-card';
import { useViewer } from '~/components/common/me-context';
import { Alert } from '~/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { useMoney } from '~/lib/format';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useNow } from '~/lib/use-now';
import { CurrentLink } from './current-link';
import { LinkActions } from './link-actions';
import { isLiveLink, isPayable, splitLinks } from './link-state';
import { PaymentsTable } from './payments-table';
import { PreviousLinks } from './previous-links';
import { usePaymentData } from './use-payment-data';

/**
 * The booking card's Payment section (its `extra` slot): the payment link with its addresses and
 * QR code, creating or replacing it, confirming an offline payment, the booking's payments, and
 * the earlier links folded away.
 */
export function PaymentPanel() {
  const t = useTranslations('paymentPanel');
  const viewer = useViewer();
  const booking = useBookingCard();
  const errorMessage = useApiErrorMessage();
  const money = useMoney();
  const now = useNow(30_000);
  const payable = now !== null && isPayable(booking, now);
  const { links, payments } = usePaymentData(booking.id, payable);

  // A payment (the customer's, or a colleague's confirmation) changes the booking first: the
  // booking card notices it on its own poll, and the links and payments follow it here.
  const status = useRef(booking.status);
  const { refetch: refetchLinks } = links;
  const { refetch: refetchPayments } = payments;
  useEffect(() => {
    if (status.current === booking.status) return;
    status.current = booking.status;
    void refetchLinks();
    void refetchPayments();
  }, [booking.status, refetchLinks, refetchPayments]);

  const readsLinks = viewer.can('paymentLinks.read');
  const readsPayments = viewer.can('payments.read');
  if (!readsLinks && !readsPayments) return null;

  const { current, previous } = splitLinks(links.data?.items ?? []);
  const acts = viewer.can('paymentLinks.create') || viewer.can('payments.confirm');
  const error = links.error ?? payments.error;
  const loading = (readsLinks && links.isPending) || (readsPayments && payments.isPending);
  const paymentItems = payments.data?.items ?? [];
  const paid = booking.status === 'BOOKING_STATUS_PAID';
  // What a link charges (the paid booking's fee), shown before one is created and beside it.
  const fee = links.data?.fee;
  const amount = fee ? money(fee.amount, fee.currency) : null;
  return (
    <Card data-testid="payment-panel" aria-labelledby="payment-panel-title">
      <CardHeader>
        <CardTitle id="payment-panel-title">{t('title')}</CardTitle>
        <CardDescription>{t(paid ? 'descriptionPaid' : 'description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {error ? (
          <Alert tone="error" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        {loading ? (
          <div className="h-28 animate-pulse rounded-md bg-muted" aria-hidden />
        ) : (
          <>
            {current ? (
              <CurrentLink link={current} amount={amount} />
            ) : readsLinks ? (
              <p className="text-sm text-muted-foreground">{t('noLink')}</p>
            ) : null}
            {payable ? (
              <LinkActions
                booking={booking}
                amount={amount}
                hasLiveLink={current !== null && isLiveLink(current)}
              />
            ) : acts && !paid ? (
              <p className="text-sm text-muted-foreground">{t('notPayable')}</p>
            ) : null}
            {readsPayments ? (
              <section className="grid gap-3 border-t pt-5" aria-labelledby="payments-title">
                <h3 id="payments-title" className="text-sm font-semibold">
                  {t('payments')}
                </h3>
                {paymentItems.length > 0 ? (
                  <PaymentsTable payments={paymentItems} label={t('payments')} />
                ) : (
                  <p className="text-sm text-muted-foreground">{t('noPayments')}</p>
                )}
              </section>
            ) : null}
            <PreviousLinks links={previous} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
