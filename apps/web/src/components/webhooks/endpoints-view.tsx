'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Plus } from 'lucide-react';
import { DataTable } from '~/components/data-table/data-table';
import { filtersListInput, useListState } from '~/components/data-table/use-list-state';
import { Button } from '~/components/ui/button';
import { useTRPC } from '~/trpc/client';
import { useEndpointColumns } from './endpoint-columns';
import { EndpointFormDialog } from './endpoint-form-dialog';

/**
 * The sales head's webhook endpoints (`webhookEndpoints.list`): add, edit, turn on or off,
 * rotate the secret. An endpoint the system disabled (failures, 410) has its row marked red.
 */
export function EndpointsView() {
  const t = useTranslations('webhooks.endpoints');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'url' });
  const query = useQuery({
    ...trpc.webhookEndpoints.list.queryOptions(
      filtersListInput(list, { order_by: 'created_at', direction: 'desc' }),
    ),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const columns = useEndpointColumns();

  return (
    // Disabled by the system: the row is tinted, with a red bar on its leading edge.
    <div className="[&_tbody_tr:has([data-endpoint-disabled])]:bg-destructive-soft [&_tbody_tr:has([data-endpoint-disabled])]:shadow-[inset_3px_0_0_#dc2626]">
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        list={list}
        query={query}
        searchFields={[{ value: 'url', label: t('columns.url') }]}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        actions={
          <EndpointFormDialog
            trigger={
              <Button>
                <Plus aria-hidden />
                {t('create.open')}
              </Button>
            }
          />
        }
      />
    </div>
  );
}
