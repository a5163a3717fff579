'use client';

import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '~/trpc/client';

/** A unit as the offer form shows it (the units.list row). */
export type OfferUnit = RouterOutputs['units']['list']['items'][number];

/** The most units one offer takes (@app/validators' OFFER_MAX_UNITS, without loading zod). */
export const MAX_OFFER_UNITS = 20;

/**
 * What the form knows of its units: those the page was opened with (`?units=`, read once with
 * units.list) and those picked in the search since. `find(id)`: the unit, `undefined` while
 * loading, `null` when the API has no such unit.
 */
export function useOfferUnits(initialIds: readonly string[]) {
  const trpc = useTRPC();
  const [picked, setPicked] = useState<ReadonlyMap<string, OfferUnit>>(new Map());
  const initial = useQuery({
    ...trpc.units.list.queryOptions({
      filter: { filters: [{ property: 'id', operator: 'IN', value: [...initialIds] }] },
      pagination: { page: 1, limit: MAX_OFFER_UNITS, order_by: 'code', direction: 'asc' },
    }),
    enabled: initialIds.length > 0,
    staleTime: Infinity,
  });
  const known = useMemo(() => {
    const all = new Map(picked);
    for (const u of initial.data?.items ?? []) all.set(u.id, u);
    return all;
  }, [picked, initial.data]);
  const find = useCallback(
    (id: string): OfferUnit | null | undefined =>
      known.get(id) ??
      (initialIds.includes(id) && (initial.isPending || initial.isError) ? undefined : null),
    [known, initialIds, initial.isPending, initial.isError],
  );
  const remember = useCallback(
    (unit: OfferUnit) => setPicked((prev) => new Map(prev).set(unit.id, unit)),
    [],
  );
  return { find, remember };
}
