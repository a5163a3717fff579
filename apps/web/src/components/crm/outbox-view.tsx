'use client';

import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DataTable } from '~/components/data-table/data-table';
import { FilterField, FoldingFilters } from '~/components/data-table/folding-filters';
import { listPagination, useListState } from '~/components/data-table/use-list-state';
import { Select } from '~/components/ui/select';
import { useTRPC } from '~/trpc/client';
import { OUTBOX_STATUSES, outboxFilters, type OutboxStatus } from './model';
import { useOutboxColumns } from './outbox-columns';
import { ReplayAllFailed } from './replay';

const ALL = '__all__';

/** The CRM outbox (`crm.outbox`), newest first, filtered by status; failed rows can be replayed. */
export function OutboxView({ failed }: { failed: number }) {
  const t = useTranslations('integrations.crm.outbox');
  const trpc = useTRPC();
  const id = useId();
  const list = useListState({ orderBy: 'created_at', direction: 'desc' });
  const [status, setStatus] = useState<OutboxStatus | undefined>(undefined);
  const query = useQuery({
    ...trpc.crm.outbox.queryOptions({
      filter: { filters: outboxFilters(status) },
      pagination: listPagination(list, 'created_at'),
    }),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
  const columns = useOutboxColumns();

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h2 id={`${id}-heading`} className="text-base font-semibold tracking-tight">
        {t('heading')}
      </h2>
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        list={list}
        query={query}
        filtered={status !== undefined}
        emptyText={t('empty')}
        filters={
          <FoldingFilters
            toggle={status ? t('filters.toggleCount', { count: 1 }) : t('filters.toggle')}
            reset={
              status
                ? {
                    label: t('filters.reset'),
                    onReset: () => (setStatus(undefined), list.setPage(1)),
                  }
                : null
            }
          >
            <FilterField id={`${id}-status`} label={t('filters.status')} className="w-full sm:w-44">
              <Select
                id={`${id}-status`}
                className="h-8"
                value={status ?? ALL}
                onValueChange={(v) => {
                  setStatus(OUTBOX_STATUSES.find((s) => s === v));
                  list.setPage(1);
                }}
                options={[
                  { value: ALL, label: t('filters.statusAll') },
                  ...OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
                ]}
              />
            </FilterField>
          </FoldingFilters>
        }
        actions={<ReplayAllFailed failed={failed} />}
      />
    </section>
  );
}
