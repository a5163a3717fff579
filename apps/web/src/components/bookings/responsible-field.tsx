'use client';

import type { FieldValues } from 'react-hook-form';
import { useViewer } from '~/components/common/me-context';
import { ControlledField, type BoundFieldProps } from '~/components/forms/fields';
import { UserPicker } from './user-picker';

/**
 * Whether the viewer names the responsible of a booking: whoever may change every booking (the
 * permission table's `all` for `bookings.write`); a realtor books for themselves.
 */
export function useChoosesResponsible(): boolean {
  return useViewer().grant('bookings.write') === 'all';
}

/**
 * The responsible user of a booking, found by name in the user directory; nothing for those who
 * do not choose it. `current` names the form's initial value (the booking's `responsible_name`).
 */
export function ResponsibleField<T extends FieldValues, V>({
  current,
  ...props
}: BoundFieldProps<T, V> & {
  label: string;
  current: { id: string | null; name: string | null };
}) {
  const chooses = useChoosesResponsible();
  if (!chooses) return null;
  return (
    <ControlledField
      {...props}
      render={(c, field) => (
        <UserPicker
          {...c}
          listLabel={props.label}
          value={field.value}
          valueName={field.value === current.id ? current.name : null}
          onChange={(user) => field.onChange(user?.id)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
