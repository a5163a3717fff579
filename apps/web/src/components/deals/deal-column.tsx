'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { DealStage } from '@app/validators';
import { Card } from '~/components/ui/card';
import { useMoney, useUnitLabel } from '~/lib/format';
import { useTRPC } from '~/trpc/client';
import { columnFilters, type DealFilter } from './deal-filter';
import { dealPrice } from './stages';

/** Cards a column shows; the rest are counted ("N more"). */
const CARDS = 20;

interface DealColumnProps {
  stage: DealStage;
  filter: DealFilter;
  figure: { count: number; sum: number } | undefined;
  currency: string | undefined;
}

/** One stage of /deals: its count and sum, then its newest deals as cards linking to the booking. */
export function DealColumn({ stage, filter, figure, currency }: DealColumnProps) {
  const t = useTranslations('deals');
  const trpc = useTRPC();
  const money = useMoney();
  const unitLabel = useUnitLabel();
  const list = useQuery({
    ...trpc.bookings.list.queryOptions({
      filter: { filters: columnFilters(stage, filter), include_expired: false },
      pagination: { page: 1, limit: CARDS, order_by: 'number', direction: 'desc' },
    }),
    refetchInterval: 30_000,
  });
  const items = list.data?.items ?? [];
  const count = figure?.count ?? list.data?.pagination.total_count ?? 0;
  const headingId = `deal-column-${stage}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-1 content-start gap-2 rounded-card border bg-muted/40 p-3"
      data-testid="deal-column"
      data-stage={stage}
    >
      <header className="grid gap-0.5">
        <h2 id={headingId} className="text-sm font-semibold">
          {t(`stages.${stage}`)}
        </h2>
        <p className="flex flex-wrap justify-between gap-x-2 text-xs text-muted-foreground">
          <span data-testid="deal-count">{t('count', { count })}</span>
          <span data-testid="deal-sum">
            {t('sum')}: {money(figure?.sum ?? 0, currency)}
          </span>
        </p>
      </header>
      {list.isSuccess && items.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('empty')}</p>
      ) : null}
      <ul className="grid grid-cols-1 gap-2">
        {items.map((b) => {
          const price = dealPrice(b);
          return (
            <li key={b.id} className="min-w-0">
              <Card className="p-0">
                <Link
                  href={`/bookings/${b.id}`}
                  className="grid grid-cols-1 gap-0.5 rounded-card px-3 py-2 text-sm hover:bg-accent"
                >
                  <span className="font-medium">{t('card', { number: b.number })}</span>
                  <span className="text-xs text-muted-foreground">
                    {unitLabel({ number: b.unit_data.number, code: b.unit_data.code })}
                  </span>
                  {b.customer ? <span className="text-xs">{b.customer.name}</span> : null}
                  <span className="flex justify-between gap-2 text-xs">
                    <span className="min-w-0 truncate">{b.responsible_name}</span>
                    {price !== null ? (
                      <span className="shrink-0 tabular-nums">{money(price, currency)}</span>
                    ) : null}
                  </span>
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
      {count > items.length && items.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('more', { count: count - items.length })}
        </p>
      ) : null}
    </section>
  );
}
