'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { useViewer } from '~/components/common/me-context';

/**
 * How a person a record mentions is shown, from the name the record carries (`owner_name`,
 * `responsible_name`, `user_name`): no directory lookup, so realtors see names too. The current
 * user keeps the "(you)" marker, the system user reads "System".
 */
export function useBookingPerson() {
  const viewer = useViewer();
  const t = useTranslations('people');
  const readsUsers = viewer.can('directory.staff');
  return useCallback(
    (id: string | null | undefined, name: string | null | undefined): string => {
      if (!id) return t('nobody');
      if (id === viewer.systemUserId) return t('system');
      if (id === viewer.id) return t('you', { name: name || viewer.name });
      return name || (readsUsers ? t('unknown') : t('colleague'));
    },
    [t, viewer, readsUsers],
  );
}

/** The owner and responsible of a booking, as shown. */
export function useBookingPeople() {
  const person = useBookingPerson();
  return useCallback(
    (b: {
      owner: string;
      owner_name: string | null;
      responsible: string | null;
      responsible_name: string | null;
    }) => ({
      owner: person(b.owner, b.owner_name),
      responsible: person(b.responsible, b.responsible_name),
    }),
    [person],
  );
}
