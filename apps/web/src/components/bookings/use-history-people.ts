'use client';

import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAX_LIMIT } from '@app/validators';
import { useViewer } from '~/components/app/me-context';
import { fullName } from '~/components/data-table/cells';
import { useTRPC } from '~/trpc/client';
import type { Booking } from './booking-query';
import { knownNames, unnamedPeople, type HistoryEntry } from './history-format';
import { useBookingPerson } from './use-booking-person';

/**
 * Names of the people a booking's history mentions, as shown ("(you)", "System" included): authors
 * by the entries' `user_name`, the
 * owner and responsible by the booking's own names. A value that names someone else (a former
 * responsible) is looked up by id in the user list, for those who may read it (op 6).
 */
export function useHistoryPeople(booking: Booking, entries: readonly HistoryEntry[]) {
  const viewer = useViewer();
  const trpc = useTRPC();
  const person = useBookingPerson();
  const known = useMemo(() => knownNames(booking, entries), [booking, entries]);
  const missing = useMemo(
    () =>
      unnamedPeople(entries, known)
        .filter((id) => id !== viewer.systemUserId)
        .slice(0, MAX_LIMIT),
    [entries, known, viewer.systemUserId],
  );
  const lookup = useQuery({
    ...trpc.users.list.queryOptions({
      filter: { filters: [{ property: 'id', operator: 'IN', value: missing }] },
      pagination: { page: 1, limit: MAX_LIMIT, order_by: 'id', direction: 'asc' },
    }),
    enabled: missing.length > 0 && viewer.can('users.list'),
    staleTime: 5 * 60_000,
  });
  const found = useMemo(
    () => new Map((lookup.data?.items ?? []).map((u) => [u.id, fullName(u) || u.email])),
    [lookup.data],
  );
  return useCallback(
    (id: string | null, name?: string | null) =>
      person(id, name || (id ? (known.get(id) ?? found.get(id)) : null)),
    [person, known, found],
  );
}
