'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { BadgeCheck, Link2, Loader2, RefreshCw } from 'lucide-react';
import { useViewer } from '~/components/common/me-context';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useToast } from '~/components/ui/toast';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { useRefreshPayments } from './use-payment-data';

interface LinkActionsProps {
  booking: { id: string; number: number | string };
  /** What a link charges, formatted ("50 000,00 ₽"); null while unknown. */
  amount: string | null;
  /** The booking has a link the customer can still pay by: a new one replaces it. */
  hasLiveLink: boolean;
}

/** Create (or replace) the payment link; confirm a payment made at the office. */
export function LinkActions({ booking, amount, hasLiveLink }: LinkActionsProps) {
  const t = useTranslations('paymentPanel');
  const tc = useTranslations('common');
  const viewer = useViewer();
  const trpc = useTRPC();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const refresh = useRefreshPayments();
  const create = useMutation(trpc.paymentLinks.create.mutationOptions());

  async function createLink() {
    await create.mutateAsync({ booking: booking.id });
    toast({ tone: 'success', title: t('linkCreated', { number: booking.number }) });
    await refresh();
  }

  const canCreate = viewer.can('paymentLinks.create');
  const canConfirm = viewer.can('payments.confirm');
  if (!canCreate && !canConfirm) return null;
  return (
    <div className="grid gap-3">
      {canCreate && !hasLiveLink && amount ? (
        <p className="text-sm" data-testid="new-link-amount">
          {t('newLinkCharges', { amount })}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {canCreate && hasLiveLink ? (
          <ConfirmDialog
            trigger={
              <Button variant="secondary">
                <RefreshCw aria-hidden />
                {t('replaceLink')}
              </Button>
            }
            tone="primary"
            title={t('replaceTitle')}
            description={
              amount
                ? `${t('replaceDescription')} ${t('newLinkCharges', { amount })}`
                : t('replaceDescription')
            }
            confirmLabel={t('replaceConfirm')}
            cancelLabel={tc('cancel')}
            onConfirm={createLink}
          />
        ) : null}
        {canCreate && !hasLiveLink ? (
          <Button
            disabled={create.isPending}
            aria-busy={create.isPending}
            onClick={() =>
              void createLink().catch((e: unknown) =>
                toast({ tone: 'error', title: errorMessage(e) }),
              )
            }
          >
            {create.isPending ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <Link2 aria-hidden />
            )}
            {t('createLink')}
          </Button>
        ) : null}
        {canConfirm ? (
          <ConfirmPaymentDialog
            booking={booking}
            amount={amount}
            trigger={
              <Button variant={hasLiveLink || !canCreate ? 'primary' : 'secondary'}>
                <BadgeCheck aria-hidden />
                {t('confirm.open')}
              </Button>
            }
          />
        ) : null}
      </div>
    </div>
  );
}
