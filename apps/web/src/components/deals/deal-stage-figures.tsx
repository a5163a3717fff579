'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { DealStage } from '@app/validators';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { useMoney } from '~/lib/format';

interface DealStageFiguresProps {
  figures: { stage: DealStage; count: number; sum: number }[] | undefined;
  currency: string | undefined;
}

/** The dashboard's live deals by stage (`dashboard.summary`'s `deal_stages`), linking to /deals. */
export function DealStageFigures({ figures, currency }: DealStageFiguresProps) {
  const t = useTranslations('deals');
  const money = useMoney();
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
