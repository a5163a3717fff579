'use client';

import type { FieldValues } from 'react-hook-form';
import { useViewer } from '~/components/app/me-context';
import { SelectField, type BoundFieldProps } from '~/components/forms/fields';
import { useUserNames } from './use-user-names';

/**
 * Whether the viewer names the responsible of a booking: whoever may change every booking (the
 * permission table's `all` for `bookings.write`); a realtor books for themselves.
 */
export function useChoosesResponsible(): boolean {
  return useViewer().grant('bookings.write') === 'all';
}

/** The responsible user of a booking, chosen among the directory's users; nothing for others. */
export function ResponsibleField<T extends FieldValues, V>(props: BoundFieldProps<T, V>) {
  const chooses = useChoosesResponsible();
  const people = useUserNames();
  return chooses ? <SelectField {...props} options={people.options} /> : null;
}
