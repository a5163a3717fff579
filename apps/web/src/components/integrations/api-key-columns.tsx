'use client';

import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useRoleLabel } from '~/components/common/role-label';
import { DateCell, Empty } from '~/components/data-table/cells';
import { Badge } from '~/components/ui/badge';
import { RevokeApiKey } from './revoke-api-key';
import type { ApiKey } from './model';

const STATUS_VARIANT = { active: 'success', revoked: 'danger', expired: 'warning' } as const;

/** Columns of the API keys table; the last holds the revoke button of a key in use. */
export function useApiKeyColumns() {
  const t = useTranslations('integrations.apiKeys');
  const roleLabel = useRoleLabel();
  return useMemo<ColumnDef<ApiKey>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        meta: { sortBy: 'name' },
        cell: ({ row }) => (
          <div className="grid min-w-40 gap-0.5">
            <span className="font-medium break-words">{row.original.name}</span>
            <span className="font-mono text-xs text-muted-foreground">{row.original.prefix}_…</span>
          </div>
        ),
      },
      {
        id: 'role',
        header: t('columns.role'),
        meta: { sortBy: 'role' },
        cell: ({ row }) => roleLabel(row.original.role),
      },
      {
        id: 'created_by',
        header: t('columns.createdBy'),
        cell: ({ row }) =>
          row.original.created_by_name ? (
            <div className="grid gap-0.5">
              <span>{row.original.created_by_name}</span>
              <span className="text-xs text-muted-foreground">
                <DateCell value={row.original.created_at} />
              </span>
            </div>
          ) : (
            <Empty />
          ),
      },
      {
        id: 'last_used_at',
        header: t('columns.lastUsed'),
        meta: { sortBy: 'last_used_at' },
        cell: ({ row }) =>
          row.original.last_used_at ? (
            <DateCell value={row.original.last_used_at} />
          ) : (
            <span className="text-muted-foreground">{t('neverUsed')}</span>
          ),
      },
      {
        id: 'expires_at',
        header: t('columns.expires'),
        meta: { sortBy: 'expires_at' },
        cell: ({ row }) =>
          row.original.expires_at ? (
            <DateCell value={row.original.expires_at} />
          ) : (
            <span className="text-muted-foreground">{t('noExpiry')}</span>
          ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row }) => (
          <Badge variant={STATUS_VARIANT[row.original.status]}>
            {t(`status.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        cell: ({ row }) =>
          row.original.status === 'revoked' ? null : <RevokeApiKey apiKey={row.original} />,
      },
    ],
    [t, roleLabel],
  );
}
