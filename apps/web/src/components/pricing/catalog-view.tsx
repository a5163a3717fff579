'use client';

import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Pencil, Plus } from 'lucide-react';
import { useViewer } from '~/components/common/me-context';
import { DataTable } from '~/components/data-table/data-table';
import { filtersListInput, useListState } from '~/components/data-table/use-list-state';
import { Button } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { useApiErrorMessage } from '~/lib/use-api-error';
import { useNow } from '~/lib/use-now';
import { useTRPC } from '~/trpc/client';
import { endOfDay } from './as-of';
import { CatalogDialog } from './catalog-dialog';
import { useCatalogColumns } from './catalog-columns';
import { nameIndex, recordName } from './exclusions';
import type { CatalogKind } from './tabs';
import { useCatalogAll, useCatalogList, useCatalogUpdate, type CatalogItem } from './use-catalog';

/**
 * Discounts (`discounts.*`) or options (`options.*`): the list, and for sales heads create and
 * edit.
 */
export function CatalogView({ kind, asOf }: { kind: CatalogKind; asOf?: string }) {
  const t = useTranslations(`pricing.${kind}`);
  const tc = useTranslations('pricing.catalog');
  const viewer = useViewer();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const update = useCatalogUpdate(kind);
  const writable = viewer.can('pricing.write') && !asOf;
  const list = useListState({ searchField: 'description' });
  // "As of" a day: the records as they stood at its end (their versions then).
  const date = asOf ? endOfDay(asOf) : undefined;
  const input = filtersListInput(list, { order_by: 'description' });
  const query = useCatalogList(kind, { ...input, filter: { ...input.filter, date } });
  const all = useCatalogAll(kind, date);
  const records = all.data?.items;
  const names = useMemo(() => nameIndex(records ?? []), [records]);

  const refresh = useCallback(
    () =>
      queryClient.invalidateQueries({
        queryKey: (kind === 'discounts' ? trpc.discounts : trpc.options).pathKey(),
      }),
    [queryClient, kind, trpc],
  );

  const setActive = useCallback(
    async (item: CatalogItem) => {
      try {
        await update({ id: item.id, active: !item.active });
        await refresh();
        toast({
          tone: 'success',
          title: tc(item.active ? 'deactivated' : 'activated', { name: recordName(item) }),
        });
      } catch (e) {
        toast({ tone: 'error', title: errorMessage(e) });
      }
    },
    [update, refresh, toast, tc, errorMessage],
  );

  const actions = useCallback(
    (item: CatalogItem) => (
      <div className="flex justify-end gap-1">
        <CatalogDialog
          kind={kind}
          item={item}
          records={records ?? []}
          names={names}
          trigger={
            <Button variant="ghost" size="sm" aria-label={tc('editOf', { name: recordName(item) })}>
              <Pencil aria-hidden />
              <span className="hidden 2xl:inline">{tc('edit')}</span>
            </Button>
          }
        />
        <Button variant="secondary" size="sm" onClick={() => setActive(item)}>
          {item.active ? tc('deactivate') : tc('activate')}
        </Button>
      </div>
    ),
    [kind, records, names, tc, setActive],
  );
  // The periods' status: at the end of the "as of" day, else now (a minute's clock).
  const now = useNow(60_000);
  const at = date ? Date.parse(date) : now;
  const columns = useCatalogColumns(kind, names, at, writable ? actions : undefined);

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      list={list}
      query={query}
      searchFields={[{ value: 'description', label: tc('columns.description') }]}
      searchPlaceholder={tc('searchPlaceholder')}
      emptyText={t('empty')}
      actions={
        writable ? (
          <CatalogDialog
            kind={kind}
            records={records ?? []}
            names={names}
            trigger={
              <Button size="sm">
                <Plus aria-hidden />
                {t('create')}
              </Button>
            }
          />
        ) : null
      }
    />
  );
}
