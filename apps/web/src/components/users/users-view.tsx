'use client';

import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { UserPlus } from 'lucide-react';
import type { ASSIGNABLE_ROLES } from '@app/validators';
// The phone display alone (no zod in the page's bundle).
import { formatPhone } from '@app/validators/phone';
import { useRoleLabel } from '~/components/common/role-label';
import { ActiveBadge, DateCell, fullName, TextCell } from '~/components/data-table/cells';
import { DataTable } from '~/components/data-table/data-table';
import { filtersListInput, useListState } from '~/components/data-table/use-list-state';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import type { SelectOption } from '~/components/ui/select';
import { useTRPC, type RouterOutputs } from '~/trpc/client';
import { RegisterUserDialog } from './register-user-dialog';

type UserRow = RouterOutputs['users']['list']['items'][number];

interface Props {
  canRegister: boolean;
  regions: SelectOption[];
  /** The roles a sales head may give (ASSIGNABLE_ROLES, from the page). */
  roles: typeof ASSIGNABLE_ROLES;
}

/**
 * Users (`users.list`) for managers and sales heads; sales heads also register new ones
 * (`users.register`).
 */
export function UsersView({ canRegister, regions, roles }: Props) {
  const t = useTranslations('users');
  const roleLabel = useRoleLabel();
  const trpc = useTRPC();
  const list = useListState({ searchField: 'email' });
  const query = useQuery({
    ...trpc.users.list.queryOptions(
      filtersListInput(list, { order_by: 'created_at', direction: 'desc' }),
    ),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<ColumnDef<UserRow>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        cell: ({ row }) => (
          <div className="grid min-w-48 gap-0.5">
            <span className="font-medium">{fullName(row.original)}</span>
            <span className="text-xs text-muted-foreground">{row.original.email}</span>
          </div>
        ),
      },
      {
        id: 'phone',
        header: t('columns.phone'),
        cell: ({ row }) => <TextCell value={formatPhone(row.original.phone)} />,
      },
      {
        id: 'roles',
        header: t('columns.roles'),
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-1">
            {row.original.roles
              .filter((r) => r !== 'ROLE_USER')
              .map((r) => (
                <Badge key={r} variant="accent">
                  {roleLabel(r)}
                </Badge>
              ))}
          </div>
        ),
      },
      {
        id: 'active',
        header: t('columns.status'),
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
      },
      {
        id: 'created_at',
        header: t('columns.created'),
        cell: ({ row }) => <DateCell value={row.original.created_at} />,
      },
    ],
    [t, roleLabel],
  );

  const searchFields = [
    { value: 'email', label: t('search.email') },
    { value: 'last_name', label: t('search.last_name') },
    { value: 'first_name', label: t('search.first_name') },
    { value: 'phone', label: t('search.phone') },
  ];

  return (
    <DataTable
      label={t('tableLabel')}
      columns={columns}
      list={list}
      query={query}
      searchFields={searchFields}
      searchPlaceholder={t('searchPlaceholder')}
      actions={
        canRegister ? (
          <RegisterUserDialog
            trigger={
              <Button>
                <UserPlus aria-hidden />
                {t('register.open')}
              </Button>
            }
            regions={regions}
            roles={roles}
          />
        ) : null
      }
    />
  );
}
