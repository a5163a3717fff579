'use client';

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useViewer } from '~/components/app/me-context';
import type { SelectOption } from '~/components/ui/select';
import { useTRPC } from '~/trpc/client';

const DIRECTORY_PAGE = {
  filter: {},
  pagination: { page: 1, limit: 100, order_by: 'full_name', direction: 'asc' as const },
};

/**
 * Names of users (the responsible picker and filter) from one cached page of the user
 * directory. Realtors may not read it: they see themselves by name and others as "a colleague".
 */
export function useUserNames() {
  const viewer = useViewer();
  const t = useTranslations('people');
  const trpc = useTRPC();
  // The user directory (op 45, `directory.staff`): staff and viewers; realtors may not read it.
  const readsUsers = viewer.can('directory.staff');
  const query = useQuery({
    ...trpc.directory.users.queryOptions(DIRECTORY_PAGE),
    enabled: readsUsers,
    staleTime: 5 * 60_000,
  });
  const people = useMemo(
    () => (query.data?.items ?? []).map((u) => ({ value: u.id, label: u.full_name || u.email })),
    [query.data],
  );
  const byId = useMemo(() => new Map(people.map((p) => [p.value, p.label])), [people]);

  return useMemo(() => {
    const name = (id: string | null | undefined): string => {
      if (!id) return t('nobody');
      if (id === viewer.systemUserId) return t('system');
      if (id === viewer.id) return t('you', { name: byId.get(id) ?? viewer.name });
      return byId.get(id) ?? (readsUsers ? t('unknown') : t('colleague'));
    };
    const options: SelectOption[] = people.length
      ? people.map((p) => (p.value === viewer.id ? { ...p, label: name(p.value) } : p))
      : [{ value: viewer.id, label: name(viewer.id) }];
    return { name, options };
  }, [t, viewer, readsUsers, people, byId]);
}
