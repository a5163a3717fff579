'use client';

import { useTranslations } from 'next-intl';
import { Undo2 } from 'lucide-react';
import { useViewer } from '~/components/common/me-context';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import type { Payment } from './ledger-query';
import { RefundDialog } from './refund-dialog';

const TONE = { REQUESTED: 'neutral', SUCCEEDED: 'success', FAILED: 'danger' } as const;

/** A payment's refund: its state and why it failed, and the sales head's button while it may go. */
export function RefundCell({ payment }: { payment: Payment }) {
  const t = useTranslations('paymentsLedger.refund');
  const viewer = useViewer();
  const state = payment.refund_status;
  const may =
    viewer.can('payments.refund') &&
    payment.status === 'REFUND_REQUIRED' &&
    (state === null || state === 'FAILED');
  return (
    <div className="grid justify-items-start gap-1" data-testid="refund-cell">
      {state ? <Badge variant={TONE[state]}>{t(`state.${state}`)}</Badge> : null}
      {state === 'FAILED' && payment.refund_error ? (
        <span
          className="line-clamp-2 max-w-52 text-xs text-muted-foreground"
          title={payment.refund_error}
        >
          {payment.refund_error}
        </span>
      ) : null}
      {may ? (
        <RefundDialog
          payment={payment}
          trigger={
            <Button variant="secondary" size="sm">
              <Undo2 aria-hidden />
              {state === 'FAILED' ? t('again') : t('open')}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
