'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '~/lib/use-debounced-value';
import { useTRPC } from '~/trpc/client';
import { discountChoice, optionChoice, quoteRequest, type PriceChoice } from './pricing-model';

/** Ticking several boxes in a row asks for one quote. */
const QUOTE_DEBOUNCE_MS = 250;

/**
 * The unit's conditions in force now (validOn for both kinds) and the server's quote for what is
 * ticked. `refresh` moves "now" on, so a condition just saved is in force; a new base price of
 * the unit (the card's `price`) asks for the quote again.
 */
export function useUnitPricing(
  unit: { id: string; price: number | null },
  /** The refs ticked at first (a booking's chosen conditions). */
  initial: readonly string[] = [],
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(() => new Date().toISOString());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initial));
  const on = { filter: { date, unit: unit.id } };
  const keep = { placeholderData: keepPreviousData };
  const discounts = useQuery({ ...trpc.discountConditions.validOn.queryOptions(on), ...keep });
  const options = useQuery({ ...trpc.optionConditions.validOn.queryOptions(on), ...keep });

  const choices = useMemo<PriceChoice[]>(
    () => [
      ...(discounts.data?.items ?? []).map(discountChoice),
      ...(options.data?.items ?? []).map(optionChoice),
    ],
    [discounts.data, options.data],
  );
  // A string key, so the debounce settles however often the card re-renders.
  const key = useDebouncedValue(
    JSON.stringify(quoteRequest(unit.id, choices, chosen)),
    QUOTE_DEBOUNCE_MS,
  );
  const request = useMemo(() => JSON.parse(key) as ReturnType<typeof quoteRequest>, [key]);
  const quote = useQuery({
    ...trpc.pricing.quote.queryOptions(request),
    ...keep,
    enabled: unit.price !== null,
    retry: false,
  });

  const price = useRef(unit.price);
  useEffect(() => {
    if (price.current === unit.price) return;
    price.current = unit.price;
    void queryClient.invalidateQueries({ queryKey: trpc.pricing.quote.pathKey() });
  }, [unit.price, queryClient, trpc]);

  const toggle = (ref: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(ref);
      else next.delete(ref);
      return next;
    });

  return {
    choices,
    chosen,
    toggle,
    quote,
    /** The quote's request as last asked (the chosen discounts and options, settled). */
    request,
    /** The choices are still loading (the first time). */
    loading: discounts.isPending || options.isPending,
    error: discounts.error ?? options.error,
    /** After a condition is saved: its new version is in force from now. */
    refresh: () => setDate(new Date().toISOString()),
  };
}

export type UnitPricing = ReturnType<typeof useUnitPricing>;
