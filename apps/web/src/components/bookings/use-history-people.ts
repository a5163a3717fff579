'use client';

import { useCallback, useMemo } from 'react';
import type { Booking } from './booking-query';
import { knownNames, type HistoryEntry } from './history-format';
import { useBookingPerson } from './use-booking-person';

/**
 * Names of the people a booking's history mentions, as shown ("(you)", "System" included): all
 * from the records themselves (entries' `user_name`, `old_value_name`, `new_value_name`; the
 * booking's owner and responsible), so every role sees them without reading the user directory.
 */
export function useHistoryPeople(booking: Booking, entries: readonly HistoryEntry[]) {
  const person = useBookingPerson();
  const known = useMemo(() => knownNames(booking, entries), [booking, entries]);
  return useCallback(
    (id: string | null, name?: string | null) => person(id, name || (id ? known.get(id) : null)),
    [person, known],
  );
}
