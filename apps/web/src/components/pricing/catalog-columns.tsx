'use client';

import { useMemo, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { BadgeList } from '~/components/data-table/cells';
import { Badge } from '~/components/ui/badge';
import { namesOf, recordName } from './exclusions';
import { PeriodCell } from './period';
import type { CatalogKind } from './tabs';
import type { CatalogItem } from './use-catalog';

const col = (
  id: string,
  header: string,
  cell: (row: CatalogItem) => ReactNode,
  meta?: ColumnDef<CatalogItem>['meta'],
): ColumnDef<CatalogItem> => ({ id, header, meta, cell: ({ row }) => cell(row.original) });

/**
 * The discounts' or options' columns: the period with its status at `at` (ms: now, or the end of
 * the "as of" day), exclusions and "excluded by" by name (`names`); `actions` (edit, activate)
 * only for sales heads on today's view.
 */
export function useCatalogColumns(
  kind: CatalogKind,
  names: ReadonlyMap<string, string>,
  at: number | null,
  actions?: (row: CatalogItem) => ReactNode,
) {
  const t = useTranslations('pricing.catalog');
  return useMemo(() => {
    const yesNo = (on: boolean | undefined) => (
      <Badge variant={on ? 'accent' : 'neutral'}>{on ? t('yes') : t('no')}</Badge>
    );
    return [
      col(
        'description',
        t('columns.description'),
        (r) => <span className="font-medium">{recordName(r)}</span>,
        {
          sortBy: 'description',
          className: 'min-w-48',
        },
      ),
      ...(kind === 'options'
        ? [
            col('type', t('columns.type'), (r) => (r.type ? t(`types.${r.type}`) : null), {
              sortBy: 'type',
            }),
            col('used_by_default', t('columns.usedByDefault'), (r) => yesNo(r.used_by_default)),
          ]
        : [
            col('required_comment', t('columns.requiredComment'), (r) => yesNo(r.required_comment)),
          ]),
      // One badge (switched off, else its period's status) over its period: one column, so that a
      // table of discounts fits 1366 px with its row actions.
      col('active', t('columns.status'), (r) => <PeriodCell period={r} at={at} />),
      col('exclusions', t('columns.exclusions'), (r) => (
        <BadgeList values={namesOf(r.exclusions, names)} />
      )),
      col('excluded_by', t('columns.excludedBy'), (r) => (
        <BadgeList values={namesOf(r.excludedBy, names)} />
      )),
      ...(actions
        ? [
            {
              id: 'actions',
              header: () => <span className="sr-only">{t('columns.actions')}</span>,
              meta: { className: 'w-0 text-right' },
              cell: ({ row }) => actions(row.original),
            } satisfies ColumnDef<CatalogItem>,
          ]
        : []),
    ];
  }, [t, kind, names, at, actions]);
}
