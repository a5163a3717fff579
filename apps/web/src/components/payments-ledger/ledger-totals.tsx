'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { cn } from '~/lib/utils';
import type { LedgerPage } from './ledger-query';
import { useMoney } from '~/lib/format';

interface Props {
  totals: LedgerPage['totals'] | undefined;
  /** The status filter is REFUND_REQUIRED already: no banner. */
  showingRefunds: boolean;
  onShowRefunds: () => void;
}

/** Sums of the whole filtered range (not only the page) and the "needs a refund" banner. */
export function LedgerTotals({ totals, showingRefunds, onShowRefunds }: Props) {
  const t = useTranslations('paymentsLedger.totals');
  const money = useMoney();
  const refunds = totals?.refund_required_count ?? 0;
  const stats = [
    {
      key: 'succeeded',
      label: t('succeeded'),
      value: totals ? money(totals.succeeded, totals.currency) : null,
      tone: 'text-green-800',
    },
    {
      key: 'refund',
      label: t('refundRequired'),
      value: totals ? money(totals.refund_required, totals.currency) : null,
      tone: refunds > 0 ? 'text-amber-900' : undefined,
    },
    {
      key: 'refundCount',
      label: t('refundCount'),
      value: totals ? String(refunds) : null,
      tone: refunds > 0 ? 'text-amber-900' : undefined,
    },
  ];
  return (
    <section aria-label={t('label')} className="mb-4 grid gap-3">
      {/* Phones: three label–value lines in one card; wider screens: three columns. */}
      <Card>
        <dl className="grid divide-y sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          {stats.map((s) => (
            <div
              key={s.key}
              className="flex items-baseline justify-between gap-3 px-4 py-2.5 sm:grid sm:justify-start sm:gap-1 sm:py-3"
              data-testid={`ledger-total-${s.key}`}
            >
              <dt className="text-xs font-medium text-muted-foreground">{s.label}</dt>
              <dd className={cn('font-semibold tabular-nums sm:text-lg', s.tone)}>
                {s.value ?? (
                  <span className="inline-block h-5 w-24 animate-pulse rounded bg-muted" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      {refunds > 0 && !showingRefunds ? (
        <Alert tone="warning" data-testid="refund-banner">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <div className="grid gap-0.5">
              <strong className="font-semibold">{t('banner', { count: refunds })}</strong>
              <span>{t('bannerHint')}</span>
            </div>
            <Button variant="secondary" size="sm" className="self-start" onClick={onShowRefunds}>
              {t('showRefunds')}
            </Button>
          </div>
        </Alert>
      ) : null}
    </section>
  );
}
