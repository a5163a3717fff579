'use client';

import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNow, useTimeZone, useTranslations } from 'next-intl';
import { periodProblem } from '@app/validators/period';
import type { DateRange } from '~/components/data-table/date-range-filter';
import { Alert } from '~/components/ui/alert';
import { dayIn } from '~/lib/app-day';
import { lazyComponent } from '~/lib/lazy-component';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useValidationMessage } from '~/lib/use-validation-message';
import { useTRPC } from '~/trpc/client';
import { FigureCards, StockCard } from './figure-cards';
import { lastDays, PeriodPicker } from './period-picker';
import { WeeklyChart } from './weekly-chart';
import { WhenNear } from './when-near';

/** The tables (with TanStack Table) load when scrolled towards: see WhenNear. */
const FlowTable = lazyComponent(() => import('./flow-table').then((m) => m.FlowTable));

/** What stands for a table until its code is there: its heading and a grey block. */
function TablePlaceholder({ title }: { title: string }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-base font-semibold tracking-tight">{title}</h2>
      <div className="h-48 animate-pulse rounded-card border bg-muted" aria-hidden />
    </section>
  );
}

/** The dashboard (`dashboard.summary`): the period picker, the figures, the chart, the tables. */
export function DashboardView() {
  const t = useTranslations('dashboard');
  const trpc = useTRPC();
  const errorMessage = useApiErrorMessage();
  const validation = useValidationMessage();
  const timeZone = useTimeZone() ?? 'UTC';
  const today = dayIn(useNow(), timeZone);
  const [period, setPeriod] = useState<DateRange>(() => lastDays(today, 30));
  // Both days come from date inputs (valid or empty); the API refuses with the same words.
  const wrong = !period.from || !period.to ? 'Required' : periodProblem(period.from, period.to);
  const query = useQuery({
    ...trpc.dashboard.summary.queryOptions(period),
    enabled: !wrong,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const summary = query.data;
  const state = { isPending: query.isPending, isFetching: query.isFetching, error: query.error };
  const people = useMemo(
    () => summary?.by_responsible.map((r) => ({ ...r, id: r.user })),
    [summary],
  );
  const agencies = useMemo(
    () => summary?.by_agency.map((r) => ({ ...r, id: r.partner })),
    [summary],
  );
  const problem = validation(wrong);

  return (
    <div className="grid gap-6" aria-busy={query.isFetching}>
      <PeriodPicker value={period} today={today} onChange={setPeriod} />
      {problem ? (
        <Alert tone="warning" role="alert" data-testid="dashboard-period-error">
          {problem}
        </Alert>
      ) : null}
      {query.error ? (
        <Alert tone="error" role="alert" data-testid="dashboard-error">
          {errorMessage(query.error)}
        </Alert>
      ) : null}
      <FigureCards summary={summary} />
      <WeeklyChart summary={summary} />
      <StockCard summary={summary} />
      <WhenNear placeholder={<TablePlaceholder title={t('people.title')} />}>
        <FlowTable kind="people" rows={people} state={state} />
      </WhenNear>
      <WhenNear placeholder={<TablePlaceholder title={t('agencies.title')} />}>
        <FlowTable kind="agencies" rows={agencies} state={state} />
      </WhenNear>
      <p className="text-xs text-muted-foreground">{t('note', { timeZone })}</p>
    </div>
  );
}
