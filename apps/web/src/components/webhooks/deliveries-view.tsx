'use client';

import { useCallback, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RotateCw } from 'lucide-react';
import { DataTable } from '~/components/data-table/data-table';
import { listPagination, useListState } from '~/components/data-table/use-list-state';
import { Button } from '~/components/ui/button';
import { lazyDialog } from '~/components/ui/lazy-dialog';
import { useTRPC } from '~/trpc/client';
import { DeliveryAttempts } from './delivery-attempts';
import { useDeliveryColumns } from './delivery-columns';
import { DeliveryFilters } from './delivery-filters';
import {
  countDeliveryFilters,
  deliveryFilters,
  NO_DELIVERY_FILTER,
  shortUrl,
  type DeliveryFilterState,
} from './model';
import type { ReplayFailedProps } from './replay-failed-form';

const ReplayFailedDialog = lazyDialog<ReplayFailedProps>(() =>
  import('./replay-failed-form').then((m) => m.ReplayFailedForm),
);

/**
 * The delivery log (`webhookDeliveries.list`): filtered by endpoint, event type and status, each
 * row opening to its attempts; replay one, or every failed one of an endpoint since a time.
 * `endpoint`: the `?endpoint=` the screen was opened with (an endpoint's "deliveries" link).
 */
export function DeliveriesView({ endpoint }: { endpoint: string | undefined }) {
  const t = useTranslations('webhooks.deliveries');
  const router = useRouter();
  const trpc = useTRPC();
  const list = useListState({ orderBy: 'created_at', direction: 'desc' });
  const [state, setState] = useState<DeliveryFilterState>({ ...NO_DELIVERY_FILTER, endpoint });
  const filters = useMemo(() => deliveryFilters(state), [state]);
  const query = useQuery({
    ...trpc.webhookDeliveries.list.queryOptions({
      filter: { filters },
      pagination: listPagination(list, 'created_at'),
    }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  const endpointsQuery = useQuery(
    trpc.webhookEndpoints.list.queryOptions({
      filter: { filters: [] },
      pagination: { page: 1, limit: 100, order_by: 'url', direction: 'asc' },
    }),
  );
  const endpoints = useMemo(
    () =>
      (endpointsQuery.data?.items ?? []).map((e) => ({ value: e.id, label: shortUrl(e.url, 40) })),
    [endpointsQuery.data],
  );
  const urls = useMemo(
    () => new Map((endpointsQuery.data?.items ?? []).map((e) => [e.id, e.url])),
    [endpointsQuery.data],
  );
  const endpointUrl = useCallback((id: string) => urls.get(id), [urls]);

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const columns = useDeliveryColumns({ expanded, toggle, endpointUrl });

  const changeFilters = (next: DeliveryFilterState) => {
    // The endpoint came from the address: dropping it drops it there too.
    if (state.endpoint && next.endpoint !== state.endpoint)
      router.replace('/integrations/deliveries', { scroll: false });
    setState(next);
    list.setPage(1);
  };

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      list={list}
      query={query}
      filters={<DeliveryFilters value={state} onChange={changeFilters} endpoints={endpoints} />}
      filtered={countDeliveryFilters(state) > 0}
      emptyText={t('empty')}
      onRowClick={(d) => toggle(d.id)}
      renderExpanded={(d) => (expanded.has(d.id) ? <DeliveryAttempts delivery={d} /> : null)}
      actions={
        <ReplayFailedDialog
          endpoints={endpoints}
          endpoint={state.endpoint}
          trigger={
            <Button variant="secondary" disabled={endpoints.length === 0}>
              <RotateCw aria-hidden />
              {t('replayFailed.open')}
            </Button>
          }
        />
      }
    />
  );
}
