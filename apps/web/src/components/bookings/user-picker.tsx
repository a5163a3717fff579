'use client';

import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Combobox, type ComboboxProps } from '~/components/ui/combobox';
import { useDebouncedValue } from '~/lib/use-debounced-value';
import { useTRPC } from '~/trpc/client';
import { useBookingPerson } from './use-booking-person';

/** Users found per search: enough to pick from; typing more narrows it down. */
const PAGE = 20;
const DEBOUNCE_MS = 250;

export interface PickedUser {
  id: string;
  name: string;
}

type PassedProps = Pick<
  ComboboxProps,
  | 'id'
  | 'aria-invalid'
  | 'aria-describedby'
  | 'listLabel'
  | 'placeholder'
  | 'clearLabel'
  | 'className'
  | 'onBlur'
>;

interface UserPickerProps extends PassedProps {
  value: string | undefined;
  /** The name of `value` as the record carries it (`responsible_name`), null when not known. */
  valueName: string | null | undefined;
  onChange: (user: PickedUser | undefined) => void;
}

/**
 * A user of the directory (`directory.users`), found by typing part of their name: the server
 * searches `full_name` (case-insensitive, contains) as typing pauses, so every user can be found,
 * not only a first page. The chosen user is shown by name, "(you)" for the viewer.
 */
export function UserPicker({ value, valueName, onChange, ...props }: UserPickerProps) {
  const t = useTranslations('people.picker');
  const trpc = useTRPC();
  const person = useBookingPerson();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<PickedUser | null>(null);
  const typed = search.trim();
  const term = useDebouncedValue(typed, DEBOUNCE_MS);
  const query = useQuery({
    ...trpc.directory.users.queryOptions({
      filter: { full_name: term || undefined },
      pagination: { page: 1, limit: PAGE, order_by: 'full_name', direction: 'asc' },
    }),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const found = useMemo(
    () => new Map((query.data?.items ?? []).map((u) => [u.id, u.full_name || u.email])),
    [query.data],
  );
  const options = useMemo(
    () =>
      (query.data?.items ?? []).map((u) => ({
        value: u.id,
        label: person(u.id, found.get(u.id)),
        hint: u.email,
      })),
    [query.data, found, person],
  );
  const name = value && picked?.id === value ? picked.name : valueName;
  // Until the server has answered what is typed now, earlier results are not offered: Enter
  // right after typing must not pick someone from the previous search.
  const answered = term === typed && !query.isPlaceholderData;

  return (
    <Combobox
      {...props}
      value={value}
      valueLabel={value ? person(value, name) : ''}
      onSelect={(option) => {
        const user = option && { id: option.value, name: found.get(option.value) ?? option.label };
        setPicked(user ?? null);
        onChange(user);
      }}
      options={answered ? options : []}
      search={search}
      onSearchChange={setSearch}
      onOpenChange={setOpen}
      loading={!answered || query.isFetching}
      loadingText={t('searching')}
      emptyText={t('nothingFound')}
      searchPlaceholder={t('search')}
    />
  );
}
