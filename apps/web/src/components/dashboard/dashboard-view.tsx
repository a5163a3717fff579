'use client';

import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNow, useTimeZone, useTranslations } from 'next-intl';
import { dashboardSummaryInput } from '@app/validators';
import type { DateRange } from '~/components/data-table/date-range-filter';
import { Alert } from '~/components/ui/alert';
import { dayIn } from '~/lib/app-day';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useValidationMessage } from '~/lib/use-validation-message';
import { useTRPC } from '~/trpc/client';
import { FigureCards, StockCard } from './figure-cards';
import { FlowTable } from './flow-table';
import { lastDays, PeriodPicker } from './period-picker';
import { WeeklyChart } from './weekly-chart';

/** The dashboard (`dashboard.summary`): the period picker, the figures, the chart, the tables. */
export function DashboardView() {
  const t = useTranslations('dashboard');
  const trpc = useTRPC();
  const errorMessage = useApiErrorMessage();
  const validation = useValidationMessage();
  const timeZone = useTimeZone() ?? 'UTC';
  const today = dayIn(useNow(), timeZone);
  const [period, setPeriod] = useState<DateRange>(() => lastDays(today, 30));
  const checked = dashboardSummaryInput.safeParse(period);
  const query = useQuery({
    ...trpc.dashboard.summary.queryOptions(period),
    enabled: checked.success,
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
  const problem = checked.success ? undefined : validation(checked.error.issues[0]?.message);

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
      <FlowTable kind="people" rows={people} state={state} />
      <FlowTable kind="agencies" rows={agencies} state={state} />
      <p className="text-xs text-muted-foreground">{t('note', { timeZone })}</p>
    </div>
  );
}
