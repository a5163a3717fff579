'use client';

import { useTranslations } from 'next-intl';
import type { PaymentProviderName, PaymentStatus } from '@app/validators';
import { DateCell } from '~/components/data-table/cells';
import { Badge } from '~/components/ui/badge';
import { focusRing } from '~/components/ui/button';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { useMoney } from '~/lib/format';
import { cn } from '~/lib/utils';
import { PAYMENT_STATUS_VARIANT } from './link-state';
import type { Payment } from './use-payment-data';

const COLUMNS = ['date', 'provider', 'status', 'amount'] as const;

/**
 * The booking's payments, newest first; a refund to make stands out. Who confirmed an office
 * payment and its CRM order go under its method. On a narrow screen the table scrolls sideways in a region that
 * takes the keyboard focus, so it can be scrolled without a mouse.
 */
export function PaymentsTable({ payments, label }: { payments: Payment[]; label: string }) {
  const t = useTranslations('paymentPanel');
  const money = useMoney();
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto rounded-md border', focusRing)}
    >
      <table className="w-full border-collapse text-sm" data-testid="payments-table">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNS.map((c) => (
              <TableHead key={c} className={cn('px-3', c === 'amount' && 'text-right')}>
                {t(`columns.${c}`)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {payments.map((p) => (
            <TableRow
              key={p.id}
              data-status={p.status}
              className={p.status === 'REFUND_REQUIRED' ? 'bg-destructive-soft/60' : undefined}
            >
              <TableCell className="px-3">
                <DateCell value={p.created_at} />
              </TableCell>
              <TableCell className="px-3">
                <div className="whitespace-nowrap">
                  {t(`provider.${p.provider as PaymentProviderName}`)}
                </div>
                <Detail label={t('columns.confirmedBy')} value={p.confirmed_by_name} />
                <Detail label={t('columns.order')} value={p.order} mono />
              </TableCell>
              <TableCell className="px-3">
                <Badge variant={PAYMENT_STATUS_VARIANT[p.status as PaymentStatus]}>
                  {t(`status.${p.status as PaymentStatus}`)}
                </Badge>
              </TableCell>
              <TableCell className="px-3 text-right font-medium whitespace-nowrap tabular-nums">
                {money(p.amount, p.currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </table>
    </div>
  );
}

/** A secondary line under a payment's method ("Confirmed by: …", "CRM order: …"), when set. */
function Detail({ label, value, mono }: { label: string; value: string | null; mono?: boolean }) {
  if (!value) return null;
  return (
    <div className="flex max-w-64 gap-1 text-xs text-muted-foreground">
      <span className="shrink-0">{label}:</span>
      <span className={cn('truncate', mono && 'font-mono')} title={value}>
        {value}
      </span>
    </div>
  );
}
