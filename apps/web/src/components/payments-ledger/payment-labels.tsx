'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { PaymentStatus } from '@app/validators';
import { Badge, type BadgeProps } from '~/components/ui/badge';

const STATUS_VARIANT: Record<PaymentStatus, BadgeProps['variant']> = {
  SUCCEEDED: 'success',
  FAILED: 'danger',
  REFUND_REQUIRED: 'warning',
};

/** A payment's status as a coloured badge; REFUND_REQUIRED stands out. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useTranslations('paymentsLedger.status');
  return <Badge variant={STATUS_VARIANT[status]}>{t(status)}</Badge>;
}

type ProviderKey = keyof Messages['paymentsLedger']['provider'];
type ReasonKey = keyof Messages['paymentsLedger']['reasons'];

/** Labels of providers and of the refusal reasons the API writes (other reasons as they are). */
export function usePaymentLabels() {
  const tp = useTranslations('paymentsLedger.provider');
  const tr = useTranslations('paymentsLedger.reasons');
  return useMemo(
    () => ({
      provider: (value: string) =>
        tp.has(value as ProviderKey) ? tp(value as ProviderKey) : value,
      reason: (value: string) => (tr.has(value as ReasonKey) ? tr(value as ReasonKey) : value),
    }),
    [tp, tr],
  );
}
