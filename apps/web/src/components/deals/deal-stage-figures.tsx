'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { useMoney } from '~/lib/format';
import { useTRPC } from '~/trpc/client';

/**
 * The dashboard's live deals by stage now (`bookings.dealStages`, the figures `dashboard.summary`
 * carries as `deal_stages`), linking to /deals; placed by the dashboard page.
 */
export function DealStageFigures() {
  const t = useTranslations('deals');
  const money = useMoney();
  const trpc = useTRPC();
  const { data } = useQuery({
    ...trpc.bookings.dealStages.queryOptions({}),
    refetchInterval: 60_000,
  });
  const figures = data?.items;
  const currency = data?.currency;
  return (
    <Card data-testid="dashboard-deal-stages">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>{t('dashboard.title')}</CardTitle>
          <CardDescription>{t('dashboard.hint')}</CardDescription>
        </div>
        <Link href="/deals" className="text-sm underline underline-offset-4">
          {t('dashboard.open')}
        </Link>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {(figures ?? []).map((f) => (
            <div
              key={f.stage}
              className="grid gap-0.5 rounded-md border px-3 py-2"
              data-stage={f.stage}
            >
              <dt className="text-xs text-muted-foreground">{t(`stages.${f.stage}`)}</dt>
              <dd className="text-lg font-semibold tabular-nums">{f.count}</dd>
              <dd className="text-xs tabular-nums">{money(f.sum, currency)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
