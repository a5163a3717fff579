'use client';

import { useId, useMemo, useState } from 'react';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Combobox } from '~/components/ui/combobox';
import { Label } from '~/components/ui/label';
import { useMoney } from '~/lib/format';
import { useDebouncedValue } from '~/lib/use-debounced-value';
import { useTRPC } from '~/trpc/client';
import type { OfferUnit } from './use-offer-units';

const FOUND = 10;

/**
 * Adds a unit to the offer: typing searches units.list by code and by name (two LIKE queries,
 * the answers merged), units already in the offer are not offered again.
 */
export function UnitSearch({
  chosen,
  onAdd,
  disabled,
  hint,
}: {
  chosen: ReadonlySet<string>;
  onAdd: (unit: OfferUnit) => void;
  disabled: boolean;
  hint: string;
}) {
  const t = useTranslations('documents.offer.search');
  const money = useMoney();
  const trpc = useTRPC();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const term = useDebouncedValue(typed, 250);
  const results = useQueries({
    queries: (['code', 'name'] as const).map((property) => ({
      ...trpc.units.list.queryOptions({
        filter: { filters: term ? [{ property, operator: 'LIKE' as const, value: [term] }] : [] },
        pagination: { page: 1, limit: FOUND, order_by: 'code', direction: 'asc' as const },
      }),
      enabled: open,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    })),
  });
  const [byCode, byName] = results;
  const found = useMemo(() => {
    const all = new Map<string, OfferUnit>();
    for (const u of [...(byCode?.data?.items ?? []), ...(byName?.data?.items ?? [])])
      if (!chosen.has(u.id)) all.set(u.id, u);
    return all;
  }, [byCode?.data, byName?.data, chosen]);
  const options = useMemo(
    () =>
      [...found.values()].map((u) => ({
        value: u.id,
        label: u.code,
        hint: [u.name, u.price === null ? null : money(u.price)].filter(Boolean).join(' · '),
      })),
    // Stable inputs only: new options on every render would reset the list's highlight.
    [found, money],
  );
  const answered =
    term === typed && results.every((r) => !r.isPlaceholderData && r.data !== undefined);

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-search`}>{t('label')}</Label>
      <Combobox
        id={`${id}-search`}
        aria-describedby={`${id}-hint`}
        listLabel={t('label')}
        value={undefined}
        valueLabel=""
        onSelect={(option) => {
          const unit = option && found.get(option.value);
          if (unit) onAdd(unit);
        }}
        options={answered ? options : []}
        search={search}
        onSearchChange={setSearch}
        onOpenChange={setOpen}
        loading={!answered || results.some((r) => r.isFetching)}
        loadingText={t('searching')}
        emptyText={t('nothingFound')}
        placeholder={t('placeholder')}
        searchPlaceholder={t('placeholder')}
        disabled={disabled}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
