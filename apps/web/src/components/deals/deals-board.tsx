'use client';

import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RotateCcw } from 'lucide-react';
import { UserPicker } from '~/components/bookings/user-picker';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useTRPC } from '~/trpc/client';
import { DealColumn } from './deal-column';
import type { DealFilter } from './deal-filter';
import { LIVE_STAGES } from './stages';

const ALL = 'all';

/**
 * /deals: the live deals by stage as columns a manager can scan (`bookings.dealStages` for each
 * column's count and sum, `bookings.list` by `deal_stage` for its cards), by responsible and building.
 */
export function DealsBoard() {
  const t = useTranslations('deals');
  const trpc = useTRPC();
  const id = useId();
  const errorMessage = useApiErrorMessage();
  const [filter, setFilter] = useState<DealFilter>({});
  const input = {
    responsible: filter.responsible ? [filter.responsible.id] : undefined,
    building: filter.building ? [filter.building] : undefined,
  };
  const figures = useQuery({
    ...trpc.bookings.dealStages.queryOptions(input),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const buildings = figures.data?.buildings ?? [];
  const byStage = new Map(figures.data?.items.map((i) => [i.stage, i]));

  return (
    <div className="grid gap-4" aria-busy={figures.isFetching}>
      <div
        role="group"
        aria-label={t('filters')}
        className="grid gap-2 sm:flex sm:flex-wrap sm:items-end"
      >
        <div className="grid gap-1 sm:w-72">
          <label htmlFor={`${id}-resp`} className="text-sm font-medium">
            {t('responsible')}
          </label>
          <UserPicker
            id={`${id}-resp`}
            listLabel={t('responsible')}
            placeholder={t('anyResponsible')}
            clearLabel={t('anyResponsible')}
            value={filter.responsible?.id}
            valueName={filter.responsible?.name}
            onChange={(responsible) => setFilter((f) => ({ ...f, responsible }))}
          />
        </div>
        <div className="grid gap-1 sm:w-56">
          <label htmlFor={`${id}-building`} className="text-sm font-medium">
            {t('building')}
          </label>
          <Select
            id={`${id}-building`}
            value={filter.building ?? ALL}
            onValueChange={(v) => setFilter((f) => ({ ...f, building: v === ALL ? undefined : v }))}
            options={[
              { value: ALL, label: t('anyBuilding') },
              ...buildings.map((b) => ({ value: b, label: t('buildingValue', { building: b }) })),
            ]}
          />
        </div>
        <p className="text-xs text-muted-foreground sm:ml-auto">{t('priceNote')}</p>
      </div>
      {figures.error ? (
        <Alert tone="error" role="alert" data-testid="deals-error">
          <p>{errorMessage(figures.error)}</p>
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={() => void figures.refetch()}
          >
            <RotateCcw aria-hidden />
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
      <div
        className="grid gap-3 md:grid-flow-col md:auto-cols-[minmax(15rem,1fr)] md:overflow-x-auto md:pb-2"
        data-testid="deals-board"
      >
        {LIVE_STAGES.map((stage) => (
          <DealColumn
            key={stage}
            stage={stage}
            filter={filter}
            figure={byStage.get(stage)}
            currency={figures.data?.currency}
          />
        ))}
      </div>
    </div>
  );
}
