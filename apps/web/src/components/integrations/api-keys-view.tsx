'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Plus } from 'lucide-react';
import { DataTable } from '~/components/data-table/data-table';
import { filtersListInput, useListState } from '~/components/data-table/use-list-state';
import { Button } from '~/components/ui/button';
import { useTRPC } from '~/trpc/client';
import { useApiKeyColumns } from './api-key-columns';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** The sales head's API keys (`apiKeys.list`): create one (shown once), revoke one. */
export function ApiKeysView() {
  const t = useTranslations('integrations.apiKeys');
  const trpc = useTRPC();
  const list = useListState({ searchField: 'name' });
  const query = useQuery({
    ...trpc.apiKeys.list.queryOptions(
      filtersListInput(list, { order_by: 'created_at', direction: 'desc' }),
    ),
    placeholderData: keepPreviousData,
  });
  const columns = useApiKeyColumns();

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      list={list}
      query={query}
      searchFields={[{ value: 'name', label: t('columns.name') }]}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={t('empty')}
      actions={
        <CreateApiKeyDialog
          trigger={
            <Button>
              <Plus aria-hidden />
              {t('create.open')}
            </Button>
          }
        />
      }
    />
  );
}
