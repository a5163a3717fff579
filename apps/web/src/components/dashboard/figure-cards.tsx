'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { Card } from '~/components/ui/card';
import { useMoney } from '~/lib/format';
import { cn } from '~/lib/utils';
import type { Summary } from './dashboard-query';

interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  hint?: string;
  href?: string;
  tone?: string;
  /** Grid columns it takes (the money figure: two, where a column is narrow). */
  span?: string;
}

/**
 * The figures of now and of the period, as cards: two columns on a phone (overdue, with its hint,
 * and the payments' sum take a row each), three on a tablet, seven on a laptop with two for the
 * sum, so that a sum in the billions fits whole (e2e: layout-phone.spec.ts).
 */
export function FigureCards({ summary }: { summary: Summary | undefined }) {
  const t = useTranslations('dashboard.figures');
  const format = useFormatter();
  const money = useMoney();
  const s = summary;
  const figures: Figure[] = [
    { key: 'booked', label: t('booked'), value: s && format.number(s.bookings.booked) },
    { key: 'paid', label: t('paid'), value: s && format.number(s.bookings.paid) },
    {
      key: 'overdue',
      label: t('overdue'),
      hint: t('overdueHint'),
      value: s && format.number(s.bookings.overdue),
      tone: s && s.bookings.overdue > 0 ? 'text-amber-900' : undefined,
      span: 'col-span-2 md:col-span-1',
    },
    {
      key: 'today',
      label: t('expiringToday'),
      value: s && format.number(s.expiring.today),
      href: s && `/bookings?expires=${s.today}`,
    },
    {
      key: 'tomorrow',
      label: t('expiringTomorrow'),
      value: s && format.number(s.expiring.tomorrow),
      href: s && `/bookings?expires=${s.tomorrow}`,
    },
    {
      key: 'payments',
      label: t('payments'),
      hint: s && t('paymentsCount', { count: s.payments.count }),
      value: s && money(s.payments.sum, s.currency),
      span: 'col-span-2 md:col-span-1 xl:col-span-2',
    },
  ];
  return (
    <section
      aria-label={t('label')}
      className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-7"
    >
      {figures.map((f) => (
        <Card
          key={f.key}
          className={cn('relative grid min-w-0 content-start gap-1 p-4', f.span)}
          data-testid={`dashboard-figure-${f.key}`}
        >
          <h3 className="text-xs font-medium text-muted-foreground">
            {f.href ? (
              <Link
                href={f.href}
                className="rounded-sm text-primary underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {f.label}
              </Link>
            ) : (
              f.label
            )}
          </h3>
          <p
            className={cn('text-xl font-semibold whitespace-nowrap tabular-nums', f.tone)}
            data-testid="figure-value"
          >
            {f.value ?? <span className="inline-block h-6 w-16 animate-pulse rounded bg-muted" />}
          </p>
          {f.hint ? <p className="text-xs text-muted-foreground">{f.hint}</p> : null}
        </Card>
      ))}
    </section>
  );
}

/** The stock by unit status: how many units and their area (statuses with none left out). */
export function StockCard({ summary }: { summary: Summary | undefined }) {
  const t = useTranslations('dashboard.stock');
  const ts = useTranslations('unitStatus');
  const format = useFormatter();
  const rows = summary?.units.filter((u) => u.count > 0);
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 text-base font-semibold tracking-tight">{t('title')}</h2>
      {rows ? (
        <dl
          className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="dashboard-stock"
        >
          {rows.map((u) => (
            <div key={u.status} className="flex items-baseline justify-between gap-3 border-b pb-2">
              <dt className="text-sm">{ts(u.status)}</dt>
              <dd className="text-right text-sm tabular-nums">
                <span className="font-semibold">{format.number(u.count)}</span>{' '}
                <span className="text-muted-foreground">
                  ·{' '}
                  {t('area', {
                    area: format.number(u.area, {
                      minimumFractionDigits: 2,
                      maximumFractionDigits: 2,
                    }),
                  })}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <div className="h-24 animate-pulse rounded-md bg-muted" aria-hidden />
      )}
    </Card>
  );
}
