'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Empty } from '~/components/data-table/cells';
import { DATE } from '~/lib/date-formats';
import type { Payment } from './ledger-query';

type Details = Pick<Payment, 'external_ref' | 'method' | 'paid_at' | 'receipt_number'>;

/**
 * An office payment's details in the ledger: method, when it was paid, the CRM's number as typed
 * (React escapes it: text, never markup), the receipt number.
 */
export function OfficeDetails({ payment: p }: { payment: Details }) {
  const t = useTranslations('paymentsLedger');
  const format = useFormatter();
  if (!p.method && !p.paid_at && !p.external_ref && !p.receipt_number) return <Empty />;
  return (
    <div className="grid min-w-36 gap-0.5 text-xs">
      {p.method ? <span className="text-sm">{t(`method.${p.method}`)}</span> : null}
      {p.paid_at ? (
        <time dateTime={p.paid_at} className="whitespace-nowrap tabular-nums">
          {format.dateTime(new Date(p.paid_at), DATE.moment)}
        </time>
      ) : null}
      {p.external_ref ? (
        <span className="max-w-52 font-mono break-all" title={p.external_ref}>
          <span className="text-muted-foreground">{t('columns.externalRef')}: </span>
          {p.external_ref}
        </span>
      ) : null}
      {p.receipt_number ? (
        <span className="font-mono break-all text-muted-foreground">
          {t('columns.receipt', { number: p.receipt_number })}
        </span>
      ) : null}
    </div>
  );
}
