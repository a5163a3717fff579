'use client';

import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { Download } from 'lucide-react';
import { Empty, StackedDateTimeCell } from '~/components/data-table/cells';
import { Badge } from '~/components/ui/badge';
import { buttonClasses } from '~/components/ui/button';
import type { IssuedDocumentRow } from './document-filter';
import { SendDocumentAction, SentLine } from './send-document-action';

/** The list's columns: number and kind, customer, who issued it, when, size, the download. */
export function useDocumentColumns() {
  const t = useTranslations('documents.list');
  const format = useFormatter();
  return useMemo<ColumnDef<IssuedDocumentRow>[]>(
    () => [
      {
        id: 'number',
        header: t('columns.number'),
        meta: { sortBy: 'number' },
        cell: ({ row: { original: d } }) => (
          <span className="font-mono text-sm font-medium whitespace-nowrap">{d.number}</span>
        ),
      },
      {
        id: 'kind',
        header: t('columns.kind'),
        meta: { sortBy: 'kind' },
        cell: ({ row: { original: d } }) => (
          <Badge variant={d.kind === 'COMMERCIAL_OFFER' ? 'accent' : 'neutral'}>
            {t(`kind.${d.kind}`)}
          </Badge>
        ),
      },
      {
        id: 'customer_name',
        header: t('columns.customer'),
        meta: { sortBy: 'customer_name' },
        cell: ({ row: { original: d } }) =>
          d.customer_name ? (
            <div className="grid min-w-36 gap-0.5">
              <span>{d.customer_name}</span>
              {d.customer_phone ? (
                <span className="text-xs text-muted-foreground tabular-nums">
                  {d.customer_phone}
                </span>
              ) : null}
            </div>
          ) : (
            <Empty />
          ),
      },
      {
        id: 'issued_by',
        header: t('columns.issuedBy'),
        cell: ({ row: { original: d } }) =>
          d.issued_by_name ? <span className="block min-w-32">{d.issued_by_name}</span> : <Empty />,
      },
      {
        id: 'created_at',
        header: t('columns.issuedAt'),
        meta: { sortBy: 'created_at' },
        cell: ({ row: { original: d } }) => (
          <div className="grid gap-1">
            <StackedDateTimeCell value={d.created_at} />
            <SentLine doc={d} />
          </div>
        ),
      },
      {
        id: 'size',
        header: t('columns.size'),
        meta: { className: 'text-right' },
        cell: ({ row: { original: d } }) => (
          <span className="whitespace-nowrap text-muted-foreground tabular-nums">
            {format.number(Math.max(1, Math.round(d.size / 1024)), {
              style: 'unit',
              unit: 'kilobyte',
            })}
          </span>
        ),
      },
      {
        id: 'download',
        header: () => <span className="sr-only">{t('columns.download')}</span>,
        meta: { className: 'w-px text-right' },
        cell: ({ row: { original: d } }) => (
          <div className="flex flex-col items-end gap-1.5">
            <SendDocumentAction doc={d} iconOnly />
            <a
              href={d.url}
              download={d.file_name}
              className={buttonClasses('secondary', 'sm')}
              aria-label={t('download', { number: d.number })}
            >
              <Download aria-hidden />
              {t('downloadShort')}
            </a>
          </div>
        ),
      },
    ],
    [t, format],
  );
}
